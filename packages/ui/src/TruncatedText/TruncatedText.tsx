import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useControlled } from '@mui/material/utils';
import { truncateText, truncationLimits } from '@wayfare/domain';
import { useId } from 'react';

export interface TruncatedTextProps {
  /** The whole text; only its first `limit` characters show while collapsed. */
  readonly text: string;
  /** Characters shown while collapsed; `truncationLimits` of @wayfare/domain has the spec's. */
  readonly limit?: number;
  /** The text's typography variant (body1 by default). */
  readonly variant?: TypographyProps['variant'];
  /** The button that shows the whole text ("Read more" by default). */
  readonly readMoreLabel?: string;
  /** The button that collapses it again ("Read less" by default). */
  readonly readLessLabel?: string;
  /** Controlled: whether the whole text shows. */
  readonly expanded?: boolean;
  /** Uncontrolled: whether the whole text shows at first. */
  readonly defaultExpanded?: boolean;
  /** Called with the new state when the reader expands or collapses the text. */
  readonly onExpandedChange?: (expanded: boolean) => void;
}

/**
 * Long text with "Read more" / "Read less" (spec: platform §5): cut only when the text is longer
 * than the limit by at least half the limit, so nobody expands for a few more words.
 */
export function TruncatedText({
  text,
  limit = truncationLimits.default,
  variant = 'body1',
  readMoreLabel = 'Read more',
  readLessLabel = 'Read less',
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
}: TruncatedTextProps) {
  const textId = useId();
  const [expanded, setExpanded] = useControlled({
    controlled: expandedProp,
    default: defaultExpanded,
    name: 'TruncatedText',
    state: 'expanded',
  });
  const { shown, isTruncated } = truncateText(text, limit);

  const toggle = () => {
    setExpanded(!expanded);
    onExpandedChange?.(!expanded);
  };

  return (
    <Box data-truncated={isTruncated} data-expanded={isTruncated ? expanded : undefined}>
      <Typography id={textId} variant={variant} component="p" sx={{ whiteSpace: 'pre-line' }}>
        {isTruncated && !expanded ? shown : text}
      </Typography>
      {isTruncated && (
        <Button
          variant="text"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={toggle}
          sx={{ px: 0, mt: 0.5, minWidth: 0, textDecoration: 'underline' }}
        >
          {expanded ? readLessLabel : readMoreLabel}
        </Button>
      )}
    </Box>
  );
}
