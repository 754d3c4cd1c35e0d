import { approvalType, isOutOfPolicyReasonMissing, type ApprovalType } from '@wayfare/domain';
import { useAtom } from 'jotai';
import { useCheckoutScope } from './BookingScope';
import { usePolicyTier } from './usePolicyTier';

export interface OutOfPolicyControls {
  /** The price shown is above the tier's cap (STATES checkout/corporate/out-of-policy). */
  readonly isOutOfPolicy: boolean;
  /** How the booking is approved (spec: platform §6); undefined without a policy tier (consumer). */
  readonly approval: ApprovalType | undefined;
  /** The traveller's reason for booking out of policy, as typed (kept with the checkout's choices). */
  readonly reason: string;
  readonly setReason: (reason: string) => void;
  /** An out-of-policy stay without a reason: the booking cannot go ahead. */
  readonly isReasonMissing: boolean;
}

/**
 * The corporate travel policy at checkout (spec: platform §3 Policy tier, §4 Fulfil "an optional
 * corporate out-of-policy reason", §6 approval): whether the price is above the tier's cap,
 * the traveller's reason for it, and how the booking will be approved.
 */
export function useOutOfPolicy(): OutOfPolicyControls {
  const { product, trip, atoms } = useCheckoutScope();
  const tier = usePolicyTier().data;
  const shown = product.useShownPrice(trip);
  const [reason, setReason] = useAtom(atoms.outOfPolicyReason);
  const isOutOfPolicy =
    tier !== undefined && shown !== undefined && product.isOutOfPolicy(tier, shown);
  return {
    isOutOfPolicy,
    approval: tier === undefined ? undefined : approvalType(tier),
    reason,
    setReason,
    isReasonMissing: isOutOfPolicyReasonMissing(isOutOfPolicy, reason),
  };
}
