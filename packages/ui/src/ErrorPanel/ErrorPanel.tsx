import DoNotDisturbAltRounded from '@mui/icons-material/DoNotDisturbAltRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ErrorPanelAction, ErrorPanelContent, ErrorPanelIcon } from '@wayfare/domain';
import { useEffect, useId, useRef } from 'react';

export interface ErrorPanelProps {
  /** What the panel says and offers: `errorPanelContent(...)` of @wayfare/domain. */
  readonly content: ErrorPanelContent;
  /** Called with the action of the button the user chose. */
  readonly onAction: (action: ErrorPanelAction) => void;
  /** Moves focus to the title when the panel appears, so assistive technology reads it at once. */
  readonly focusTitleOnMount?: boolean;
  /** The title's heading level in the page outline. */
  readonly headingLevel?: 1 | 2 | 3;
  /** A class for the root element, to place the component in its page. */
  readonly className?: string;
}

const icons: Record<
  ErrorPanelIcon,
  { Icon: SvgIconComponent; color: 'error' | 'warning' | 'success' }
> = {
  'generic-error': { Icon: ErrorOutlineRounded, color: 'error' },
  'unable-to-process': { Icon: DoNotDisturbAltRounded, color: 'warning' },
  'price-drop': { Icon: TrendingDownRounded, color: 'success' },
  'price-increase': { Icon: TrendingUpRounded, color: 'warning' },
};

/**
 * A checkout error, unavailability or price-change panel (spec: platform §8): its icon, title,
 * subtitle and one or two buttons. Presentational: the screen decides what each action does.
 */
export function ErrorPanel({
  content,
  onAction,
  focusTitleOnMount = false,
  headingLevel = 2,
  className,
}: ErrorPanelProps) {
  const titleId = useId();
  const subtitleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { Icon, color } = icons[content.icon];
  const { primary, secondary } = content;

  useEffect(() => {
    if (focusTitleOnMount) titleRef.current?.focus();
  }, [focusTitleOnMount]);

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      aria-describedby={content.subtitle ? subtitleId : undefined}
      data-kind={content.icon}
      className={className}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
        px: { xs: 2, md: 4 },
        py: { xs: 3, md: 5 },
        maxWidth: 560,
        mx: 'auto',
      }}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          display: 'grid',
          placeItems: 'center',
          width: 72,
          height: 72,
          borderRadius: '50%',
          color: theme.palette[color].dark,
          backgroundColor: alpha(theme.palette[color].main, 0.12),
        })}
      >
        <Icon sx={{ fontSize: 40 }} />
      </Box>
      <Typography
        id={titleId}
        ref={titleRef}
        component={`h${headingLevel}`}
        variant="h2"
        tabIndex={-1}
        sx={{ outline: 'none' }}
      >
        {content.title}
      </Typography>
      {content.subtitle && (
        <Typography id={subtitleId} color="text.secondary">
          {content.subtitle}
        </Typography>
      )}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ mt: 1, width: { xs: '100%', md: 'auto' } }}
      >
        <Button variant="contained" size="large" onClick={() => onAction(primary.action)}>
          {primary.label}
        </Button>
        {secondary && (
          <Button variant="outlined" size="large" onClick={() => onAction(secondary.action)}>
            {secondary.label}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
