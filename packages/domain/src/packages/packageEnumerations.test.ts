import { describe, expect, it } from 'vitest';
import { packageCardTypes } from './packageCardTypes';
import { packageDiscountKinds } from './packageDiscountKinds';
import { packageKinds } from './packageKinds';
import { packagePortals } from './packagePortals';
import { packageRestrictionWarningLevels } from './packageRestrictionWarningLevels';
import { packageSteps } from './packageSteps';

// spec: products §3 Packages "Kinds Flights and Rooms; portals Corporate and Consumer; steps
// ChooseDeparture, ChooseReturn; NoDiscount, WithDiscount; card type SlimCreditCard; restriction
// warning levels Fatal, Warning".
describe('package enumerations', () => {
  it('hold the values the spec spells out', () => {
    expect(packageKinds).toEqual(['Flights', 'Rooms']);
    expect(packagePortals).toEqual(['Corporate', 'Consumer']);
    expect(packageSteps).toEqual(['ChooseDeparture', 'ChooseReturn']);
    expect(packageDiscountKinds).toEqual(['NoDiscount', 'WithDiscount']);
    expect(packageCardTypes).toEqual(['SlimCreditCard']);
    expect(packageRestrictionWarningLevels).toEqual(['Fatal', 'Warning']);
  });
});
