import Button from '@mui/material/Button';

export interface MoreResultsButtonProps {
  /** "Show more homes". */
  readonly label: string;
  /** "Loading more homes…", while the next page loads (the button is disabled then). */
  readonly loadingLabel: string;
  readonly loading: boolean;
  readonly onMore: () => void;
}

/** The next page of results (spec: pages of 10), under the cards. */
export function MoreResultsButton({
  label,
  loadingLabel,
  loading,
  onMore,
}: MoreResultsButtonProps) {
  return (
    <Button variant="outlined" onClick={onMore} disabled={loading} sx={{ alignSelf: 'center' }}>
      {loading ? loadingLabel : label}
    </Button>
  );
}
