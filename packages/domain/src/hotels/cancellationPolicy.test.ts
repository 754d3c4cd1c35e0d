import { describe, expect, it } from 'vitest';
import { cancellationTypeLabel } from './cancellationPolicy';

// spec: products §3 "cancellation-type labels Cfar, NonRefundable, Refundable, FullyRefundable";
// STATES §20 hotels/rate/{fully-refundable,non-refundable,partially-refundable,unknown}
describe('cancellationTypeLabel', () => {
  it.each([
    ['hotels/rate/fully-refundable', 'FullyRefundable', 'FullyRefundable'],
    ['hotels/rate/non-refundable', 'NonRefundable', 'NonRefundable'],
    ['hotels/rate/partially-refundable', 'PartiallyRefundable', 'Refundable'],
    ['hotels/rate/unknown', 'Unknown', 'NonRefundable'],
  ] as const)('%s: %s is labelled %s', (_, policy, label) => {
    expect(cancellationTypeLabel(policy)).toBe(label);
  });

  it.each(['FullyRefundable', 'NonRefundable', 'PartiallyRefundable', 'Unknown'] as const)(
    'a refundable-room variant of a %s rate is labelled Cfar',
    (policy) => {
      expect(cancellationTypeLabel(policy, true)).toBe('Cfar');
    },
  );
});
