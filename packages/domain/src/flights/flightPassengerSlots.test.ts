import { describe, expect, it } from 'vitest';
import { flightPassengerSlots } from './flightPassengerSlots';
import { flightPassengerTexts } from './flightPassengerTexts';
import { defaultFlightPassengerCounts } from './flightSearch';

describe('the passenger slots of a booking (ours; products §3 passenger kinds)', () => {
  it('names one adult without a number', () => {
    expect(flightPassengerSlots(defaultFlightPassengerCounts)).toEqual([
      { kind: 'Adult', label: 'Adult' },
    ]);
  });

  it('lists adults, children, infants in a seat, then infants on a lap, numbered within a kind', () => {
    expect(
      flightPassengerSlots({ adults: 2, children: 1, seatedInfants: 2, lapInfants: 1 }),
    ).toEqual([
      { kind: 'Adult', label: 'Adult 1' },
      { kind: 'Adult', label: 'Adult 2' },
      { kind: 'Child', label: 'Child' },
      { kind: 'SeatedInfant', label: 'Infant in a seat 1' },
      { kind: 'SeatedInfant', label: 'Infant in a seat 2' },
      { kind: 'LapInfant', label: 'Infant on a lap' },
    ]);
  });

  it('has no slot for nobody', () => {
    expect(
      flightPassengerSlots({ adults: 0, children: 0, seatedInfants: 0, lapInfants: 0 }),
    ).toEqual([]);
  });
});

describe("the passengers step's words", () => {
  it('names the dialog after the passenger it adds for, or the traveler it edits', () => {
    expect(flightPassengerTexts.dialog.addTitle('Child 2')).toBe('Add a traveler: Child 2');
    expect(flightPassengerTexts.dialog.editTitle('Ann Lee')).toBe('Edit details of Ann Lee');
    expect(flightPassengerTexts.editDetailsOf('Ann Lee')).toMatch(
      new RegExp(`^${flightPassengerTexts.editDetails}`),
    );
  });
});
