import { describe, expect, it } from 'vitest';
import { paletteFrom, tenantFromEnvironment, tenantSettings } from './tenant';

describe('tenant', () => {
  // spec: platform §1 "an unknown value falls back to the consumer tenant"
  it.each([
    ['consumer', 'consumer'],
    ['corporate', 'corporate'],
    [' Corporate ', 'corporate'],
    ['business', 'consumer'],
    ['', 'consumer'],
    [undefined, 'consumer'],
    [null, 'consumer'],
  ])('environment value %o is the %s tenant', (value, tenant) => {
    expect(tenantFromEnvironment(value)).toBe(tenant);
  });

  // spec: platform §9 "Default guests: 2 adults (consumer tenant), 1 (corporate)"; §2 step labelled "Payment" in corporate
  it('each tenant has its default adults, payment step label and support line', () => {
    expect(tenantSettings('consumer')).toMatchObject({
      defaultAdults: 2,
      paymentStepLabel: 'Rewards & payment',
    });
    expect(tenantSettings('corporate')).toMatchObject({
      defaultAdults: 1,
      paymentStepLabel: 'Payment',
    });
    expect(tenantSettings('consumer').supportPhone).not.toBe(
      tenantSettings('corporate').supportPhone,
    );
  });

  it.each([
    ['refreshed', 'refreshed'],
    ['alternate', 'alternate'],
    ['neon', 'default'],
    [undefined, 'default'],
  ])('palette %o is %s', (value, palette) => {
    expect(paletteFrom(value)).toBe(palette);
  });
});
