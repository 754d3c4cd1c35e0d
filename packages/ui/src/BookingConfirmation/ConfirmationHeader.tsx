import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { confirmationTexts, type ListingCollection } from '@wayfare/domain';

export interface ConfirmationHeaderProps {
  readonly collection: ListingCollection | undefined;
}

// The themed variants' colours (spec: platform §2 "Premier and lifestyle collections use a themed
// variant"; the look is ours): a dark band with a gold label for Premier, a deep teal with a warm
// label for Lifestyle. Both pairs pass WCAG AA contrast.
const themes: Record<ListingCollection, { background: string; accent: string; label: string }> = {
  Premier: { background: '#14171c', accent: '#d9b86c', label: 'Premier Collection' },
  Lifestyle: { background: '#123f3d', accent: '#f2c9a0', label: 'Lifestyle Collection' },
};

/** The page title; for a Premier or Lifestyle listing, inside its collection's band. */
export function ConfirmationHeader({ collection }: ConfirmationHeaderProps) {
  if (!collection)
    return (
      <Typography variant="h1" sx={{ px: { xs: 2, md: 0 }, pt: 3, maxWidth: 880, mx: 'auto' }}>
        {confirmationTexts.title}
      </Typography>
    );
  const theme = themes[collection];
  return (
    <Box
      // Not a <header>: inside the page's main it is no banner, and alone it would be a second one.
      data-collection-header={collection}
      sx={{
        backgroundColor: theme.background,
        color: '#ffffff',
        px: { xs: 2, md: 4 },
        py: { xs: 3, md: 5 },
        textAlign: 'center',
      }}
    >
      <Typography
        variant="overline"
        component="p"
        sx={{ color: theme.accent, letterSpacing: '0.2em', fontWeight: 600 }}
      >
        {theme.label}
      </Typography>
      <Typography variant="h1" sx={{ color: 'inherit' }}>
        {confirmationTexts.title}
      </Typography>
      <Box
        aria-hidden
        sx={{ width: 64, height: 2, backgroundColor: theme.accent, mx: 'auto', mt: 2 }}
      />
    </Box>
  );
}
