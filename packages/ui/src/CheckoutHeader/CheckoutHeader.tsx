import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { checkoutTexts, sharedTexts } from '@wayfare/domain';

export interface CheckoutHeaderProps {
  /**
   * `desktop`: the page title, sub-header and review header; `mobile`: a header bar with a go-back
   * control and the step's title (spec: platform §2 "Checkout, mobile").
   */
  readonly variant?: 'desktop' | 'mobile';
  /** "Back to results" (desktop) or "Go back" (mobile) was pressed. */
  readonly onBack: () => void;
  /** Travel-app mode: the app has its own way back, so the back control is left out. */
  readonly hideBack?: boolean;
  /** The mobile bar's title: the current step's (defaults to "Confirm and Book"). */
  readonly title?: string;
}

/**
 * The checkout's header (spec: platform §2). Desktop: h1 "Confirm and Book", "Enter all required
 * details", then the review header with "Back to results" and "Review your trip before you
 * confirm and book". Mobile: a bar with "Go back" and the step's title as the h1. Neither is a
 * `<header>`: the portal's own header is the page's one banner landmark.
 */
export function CheckoutHeader({
  variant = 'desktop',
  onBack,
  hideBack = false,
  title = checkoutTexts.title,
}: CheckoutHeaderProps) {
  if (variant === 'mobile') {
    return (
      <Box
        component="div"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 56,
          px: 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {!hideBack && (
          <IconButton aria-label={sharedTexts.goBack} onClick={onBack} edge="start">
            <ArrowBackRounded />
          </IconButton>
        )}
        <Typography component="h1" variant="h6" noWrap sx={{ px: hideBack ? 1 : 0 }}>
          {title}
        </Typography>
      </Box>
    );
  }
  return (
    <Box component="div" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <div>
        <Typography component="h1" variant="h3">
          {checkoutTexts.title}
        </Typography>
        <Typography color="text.secondary">{checkoutTexts.subtitle}</Typography>
      </div>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 2,
          py: 1.5,
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {!hideBack && (
          <Button variant="outlined" startIcon={<ArrowBackRounded />} onClick={onBack}>
            {checkoutTexts.backToResults}
          </Button>
        )}
        <Typography sx={{ fontWeight: 600 }}>{checkoutTexts.reviewHeader}</Typography>
      </Box>
    </Box>
  );
}
