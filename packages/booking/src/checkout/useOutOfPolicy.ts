import {
  approvalType,
  isOutOfPolicyReasonMissing,
  isStayOutOfPolicy,
  type ApprovalType,
} from '@wayfare/domain';
import { useAtom } from 'jotai';
import { useCheckoutScope } from './BookingScope';
import { useStayRate } from './useStayRate';
import { usePolicyTier } from './usePolicyTier';

export interface OutOfPolicyControls {
  /** The stay's nightly price is above the tier's nightly cap (STATES checkout/corporate/out-of-policy). */
  readonly isOutOfPolicy: boolean;
  /** How the booking is approved (spec: platform §6); undefined without a policy tier (consumer). */
  readonly approval: ApprovalType | undefined;
  /** The traveller's reason for booking out of policy, as typed (kept with the checkout's choices). */
  readonly reason: string;
  readonly setReason: (reason: string) => void;
  /** An out-of-policy stay without a reason: the booking cannot go ahead. */
  readonly isReasonMissing: boolean;
}

/** The nightly price the listing page showed for the stay, in the booking's currency. */
function useStayNightlyPrice(): number | undefined {
  return useStayRate()?.price.nightly.fiat.value;
}

/**
 * The corporate travel policy at checkout (spec: platform §3 Policy tier, §4 Fulfil "an optional
 * corporate out-of-policy reason", §6 approval): whether the stay is above the tier's nightly cap,
 * the traveller's reason for it, and how the booking will be approved.
 */
export function useOutOfPolicy(): OutOfPolicyControls {
  const { atoms } = useCheckoutScope();
  const tier = usePolicyTier().data;
  const nightly = useStayNightlyPrice();
  const [reason, setReason] = useAtom(atoms.outOfPolicyReason);
  const isOutOfPolicy =
    tier !== undefined && nightly !== undefined && isStayOutOfPolicy(tier.hotels, nightly);
  return {
    isOutOfPolicy,
    approval: tier === undefined ? undefined : approvalType(tier),
    reason,
    setReason,
    isReasonMissing: isOutOfPolicyReasonMissing(isOutOfPolicy, reason),
  };
}
