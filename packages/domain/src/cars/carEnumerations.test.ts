import { describe, expect, it } from 'vitest';
import { carCancellationKinds } from './carCancellationKinds';
import { carExtrasCategories } from './carExtrasCategories';
import { dropOffModes } from './dropOffModes';
import { fuelPolicies } from './fuelPolicies';
import { carLoyaltyErrors } from './carLoyaltyErrors';
import { transmissions } from './transmissions';
import { vehicleClasses } from './vehicleClasses';

// spec: products §3 Cars "Cancellation kinds FreeCancellation, NonRefundable, PartiallyRefundable,
// Conditional, ConditionalAfterBooking; transmissions Automatic, Cvt, Manual; ... loyalty errors
// InvalidLoyaltyNumber, LoyaltyNameMismatch, DollarExpressNotFound, BlueChipNumberNotFound;
// drop-off modes different_drop_off, same_as_drop_off".
describe('car enumerations', () => {
  it('hold the values the spec spells out', () => {
    expect(carCancellationKinds).toEqual([
      'FreeCancellation',
      'NonRefundable',
      'PartiallyRefundable',
      'Conditional',
      'ConditionalAfterBooking',
    ]);
    expect(transmissions).toEqual(['Automatic', 'Cvt', 'Manual']);
    expect(carLoyaltyErrors).toEqual([
      'InvalidLoyaltyNumber',
      'LoyaltyNameMismatch',
      'DollarExpressNotFound',
      'BlueChipNumberNotFound',
    ]);
    expect(dropOffModes).toEqual(['different_drop_off', 'same_as_drop_off']);
  });

  // spec: products §3 Cars "about 12 vehicle classes"; fuel policies and extras categories are
  // named without values, so ours only need to be distinct and non-empty.
  it('has about 12 vehicle classes and distinct lists of our own', () => {
    expect(vehicleClasses).toHaveLength(12);
    for (const list of [vehicleClasses, fuelPolicies, carExtrasCategories]) {
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list).size).toBe(list.length);
    }
  });
});
