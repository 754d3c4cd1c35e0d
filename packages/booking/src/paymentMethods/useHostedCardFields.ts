import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getCardVaultCredentials,
  mountHostedCardFields,
  type ApiClient,
  type HostedCardFields,
} from '@wayfare/api';
import { useCallback, useEffect, useRef } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { wayfareQueryKey } from '../wayfareQueryKey';

/** `payments/spreedlyCredentials`: what the vault's frame needs to know who is asking. */
export const cardVaultCredentialsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: wayfareQueryKey('paymentMethods', 'cardVaultCredentials'),
    queryFn: ({ signal }) => getCardVaultCredentials(client, signal),
    retry: false,
  });

export interface HostedCardFieldsSlot {
  /**
   * The ref of the element the vault's frame goes in. Its `data-font-family`, `data-text-color`,
   * `data-primary-color`, `data-error-color` and `data-border-radius` give the fields the look of
   * the page's own.
   */
  readonly ref: (element: HTMLElement | null) => (() => void) | undefined;
  /** The fields, once the frame is mounted. */
  readonly current: () => HostedCardFields | undefined;
}

export interface HostedCardFieldsSlotOptions {
  /** Whether the fields are wanted (the add-card form is open): the credentials are asked then. */
  readonly enabled: boolean;
  /** While a card is verified the fields wait. */
  readonly disabled: boolean;
}

/**
 * The card vault's hosted fields (card number, expiry, CVV) in an element of the page: the frame
 * is mounted when the element and the vault's credentials are there, and removed with the element,
 * so nothing typed outlives the form. The page only ever gets the vault's token.
 */
export function useHostedCardFields({
  enabled,
  disabled,
}: HostedCardFieldsSlotOptions): HostedCardFieldsSlot {
  const { client, cardFields } = useBookingEnvironment();
  const credentials = useQuery({ ...cardVaultCredentialsQueryOptions(client), enabled });
  const environmentKey = credentials.data?.environmentKey;
  // The setup's parts, not the object: a host that passes a new object on each render must not
  // remount the frame (and lose what was typed in it).
  const vaultUrl = cardFields?.vaultUrl;
  const createFrame = cardFields?.createFrame;
  const mounted = useRef<HostedCardFields | undefined>(undefined);
  const disabledNow = useRef(disabled);

  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element || environmentKey === undefined) return undefined;
      const fields = mountHostedCardFields({
        container: element,
        vaultUrl: vaultUrl ?? element.ownerDocument.location.origin,
        environmentKey,
        ...(createFrame ? { createFrame } : {}),
      });
      if (disabledNow.current) fields.setDisabled(true);
      mounted.current = fields;
      return () => {
        fields.destroy();
        if (mounted.current === fields) mounted.current = undefined;
      };
    },
    [environmentKey, vaultUrl, createFrame],
  );

  // The frame is outside React: it hears of the saving state by message.
  useEffect(() => {
    disabledNow.current = disabled;
    mounted.current?.setDisabled(disabled);
  }, [disabled]);

  const current = useCallback(() => mounted.current, []);
  return { ref, current };
}
