import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { earnProducts, type EarnProduct } from '@wayfare/domain';

export interface RewardsBannerSkeletonProps {
  /** The product the page books: the earn message the skeleton holds room for names it. */
  readonly product: EarnProduct;
}

/**
 * The rewards banner while the session and the rewards accounts load: a skeleton the size of the
 * banner most cardholders get, a primary holder's one-line earn message, so the page does not move
 * down when the banner arrives. The message's room is an alert of the same kind holding a
 * sentence of that length, hidden, so it wraps where the banner's would at every width.
 */
export function RewardsBannerSkeleton({ product }: RewardsBannerSkeletonProps) {
  return (
    <Skeleton variant="rounded" component="div" aria-hidden sx={{ maxWidth: 'none' }}>
      <Alert severity="success" icon={false} role="presentation">
        {`Earn 5X miles on ${earnProducts[product].label} with your VentureX card.`}
      </Alert>
    </Skeleton>
  );
}
