import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, useState, type ElementType, type ReactNode } from 'react';

export interface ResultCardProps {
  /** The result's name: the card is one link, named by it. */
  readonly name: string;
  /** The card's photo; without one (or when it fails to load) the placeholder shows. */
  readonly photoUrl?: string;
  /** What stands in for a missing photo: the product's icon. */
  readonly placeholder: ReactNode;
  /** Drawn over the photo's corner: a collection's badge, say. */
  readonly photoBadge?: ReactNode;
  /** Where the card leads. */
  readonly href: string;
  /**
   * The component that renders the link, given `href` (default `'a'`). A router passes its own
   * link adapter, the MUI "LinkBehavior" pattern.
   */
  readonly LinkComponent?: ElementType;
  /** The photo failed to load: it is hidden and its url reported, for the event log (spec: platform §8). */
  readonly onImageError?: (url: string) => void;
  /** The result's marker is selected on the map: the card is highlighted. */
  readonly selected?: boolean;
  /** The facts under the name: the card's description, read after its name. */
  readonly children: ReactNode;
}

/**
 * The shell of a search result's card, a home's or a hotel's: photo, name and facts. The whole
 * card is one link named by the result's name (a stretched link); the facts are its description,
 * so a screen reader hears the name first and the prices after, never as part of the name.
 */
export function ResultCard({
  name,
  photoUrl,
  placeholder,
  photoBadge,
  href,
  LinkComponent = 'a',
  onImageError,
  selected = false,
  children,
}: ResultCardProps) {
  const detailsId = useId();
  const [failedUrl, setFailedUrl] = useState<string>();
  const shownUrl = photoUrl !== failedUrl ? photoUrl : undefined;

  const photoFailed = (url: string) => {
    setFailedUrl(url);
    onImageError?.(url);
  };

  return (
    <Card
      variant="outlined"
      data-selected={selected}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: (theme) => (selected ? `0 0 0 2px ${theme.palette.primary.main}` : 'none'),
        transition: (theme) => theme.transitions.create('box-shadow'),
        '&:hover': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
        // The link is the name, but the whole card shows its focus.
        '&:has(a:focus-visible)': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '4 / 3',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {shownUrl ? (
          // The link names the result, so the photo adds nothing to read.
          <Box
            component="img"
            src={shownUrl}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => photoFailed(shownUrl)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          placeholder
        )}
        {photoBadge && <Box sx={{ position: 'absolute', top: 8, left: 8 }}>{photoBadge}</Box>}
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, flexGrow: 1 }}>
        <Typography
          component="h3"
          variant="h3"
          sx={{
            fontSize: '1.0625rem',
            // Long names wrap to two lines and are cut there; the link's name stays whole.
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {/*
            One link, named by the result only; its ::after covers the card, so the whole card
            is the link's target without reading the prices as part of its name.
          */}
          <Box
            component={LinkComponent}
            href={href}
            aria-describedby={detailsId}
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              outline: 'none',
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
            }}
          >
            {name}
          </Box>
        </Typography>
        <Box
          id={detailsId}
          sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, flexGrow: 1 }}
        >
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}
