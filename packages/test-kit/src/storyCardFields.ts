import {
  HostedCardFieldsError,
  mountHostedCardFields,
  type CardBilling,
  type HostedCardFields,
  type HostedCardToken,
} from '@wayfare/api';
import { useCallback, useRef } from 'react';
import { testCardFields } from './WayfareTestProviders';

/**
 * The card vault's fields for a story of the add-card form alone (no booking hooks): the fake
 * backend's stand-in frame, in the element the form gives, and its tokenisation.
 */
export function useStoryCardFields(): {
  readonly ref: (element: HTMLElement | null) => (() => void) | undefined;
  readonly tokenize: (billing: CardBilling) => Promise<HostedCardToken>;
} {
  const fields = useRef<HostedCardFields | undefined>(undefined);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const mounted = mountHostedCardFields({
      container: element,
      vaultUrl: testCardFields.vaultUrl ?? element.ownerDocument.location.origin,
      environmentKey: 'mock-vault-environment-key',
      ...(testCardFields.createFrame ? { createFrame: testCardFields.createFrame } : {}),
    });
    fields.current = mounted;
    return () => {
      mounted.destroy();
      if (fields.current === mounted) fields.current = undefined;
    };
  }, []);
  const tokenize = useCallback(
    (billing: CardBilling) =>
      fields.current?.tokenize(billing) ??
      Promise.reject(new HostedCardFieldsError('failed', 'The card fields are not mounted.')),
    [],
  );
  return { ref, tokenize };
}
