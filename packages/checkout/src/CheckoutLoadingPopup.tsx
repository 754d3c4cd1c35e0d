import type { LoadingMessageKind } from '@wayfare/domain';
import { loadingMessages } from '@wayfare/domain';
import { LoadingPopup } from '@wayfare/ui';
import { useState } from 'react';

export interface CheckoutLoadingPopupProps {
  /** The wait under way, if any (`loadingMessage` of useCheckout). */
  readonly kind: LoadingMessageKind | undefined;
}

/**
 * The checkout's loading popup (spec: platform §2 "Saving travelers and checking availability" /
 * "Booking your stay"). It keeps the last message while it fades out, so it is never nameless.
 */
export function CheckoutLoadingPopup({ kind }: CheckoutLoadingPopupProps) {
  const [shown, setShown] = useState<LoadingMessageKind>(kind ?? 'quote');
  if (kind !== undefined && kind !== shown) setShown(kind);
  return <LoadingPopup open={kind !== undefined} message={loadingMessages[kind ?? shown]} />;
}
