import { describe, expect, it } from 'vitest';
import {
  addressLine,
  formatReviewScore,
  headerTitle,
  hostedByText,
  roomCards,
  roomCardsShown,
  roomCardsToggleLabel,
  upToGuestsText,
} from './listingPresentation';

describe('listing presentation', () => {
  // spec: platform §9 "Reviews score divided by 10, shown with one decimal."
  it.each([
    [94, '9.4'],
    [100, '10.0'],
    [0, '0.0'],
    [87.5, '8.8'],
  ])('a score of %d shows as %s', (score, shown) => {
    expect(formatReviewScore(score)).toBe(shown);
  });

  // spec: platform §2 'Overview shows "Up to N guest(s)"', 'shown as "Hosted by" followed by the host name'
  it('words the overview and the host', () => {
    expect(upToGuestsText(1)).toBe('Up to 1 guest');
    expect(upToGuestsText(8)).toBe('Up to 8 guests');
    expect(hostedByText('Marguerite Tremblay')).toBe('Hosted by Marguerite Tremblay');
  });

  // spec: platform §2 'Rooms and beds cards ("Bedroom n", "Bathroom n" with description) with a "View all (N)" / "View less" toggle'
  it('numbers bedrooms and bathrooms separately', () => {
    const layout = {
      numberOfBedrooms: 2,
      numberOfBathrooms: 1,
      bedrooms: [{ description: '1 king bed' }, { description: '2 twin beds' }],
      bathrooms: [{ description: 'Shower room' }],
    };
    expect(roomCards(layout)).toEqual([
      { title: 'Bedroom 1', description: '1 king bed' },
      { title: 'Bedroom 2', description: '2 twin beds' },
      { title: 'Bathroom 1', description: 'Shower room' },
    ]);
    expect(roomCardsToggleLabel(13, false)).toBe('View all (13)');
    expect(roomCardsToggleLabel(13, true)).toBe('View less');
  });

  // spec: platform §9 "rooms shown by default 4 to 8 depending on screen size"
  it.each([
    [390, 4],
    [599, 4],
    [600, 6],
    [1279, 6],
    [1280, 8],
  ])('at %i px, %i room cards show', (width, shown) => {
    expect(roomCardsShown(width)).toBe(shown);
  });

  // spec: platform §9 "header title truncation 40 characters"
  it.each([
    ['Sunlit Mile End Loft', 'Sunlit Mile End Loft'],
    ['a'.repeat(40), 'a'.repeat(40)],
    ['Lakeside Cabin with Private Dock and Boathouse', 'Lakeside Cabin with Private Dock and Boa…'],
    [`${'a'.repeat(39)} b`, `${'a'.repeat(39)}…`],
  ])('header title of %s is %s', (name, title) => {
    expect(headerTitle(name)).toBe(title);
  });

  // spec: platform §3 "ListingAddress kind Empty, ObfuscatedAddress or FullAddress"
  it.each([
    [
      {
        ListingAddress: 'FullAddress' as const,
        line1: '1048 Bigwin Point Road',
        city: 'Dorset',
        state: 'ON',
      },
      '1048 Bigwin Point Road, Dorset, ON',
    ],
    [
      { ListingAddress: 'ObfuscatedAddress' as const, city: 'Montreal', state: 'QC' },
      'Montreal, QC',
    ],
    [{ ListingAddress: 'Empty' as const }, undefined],
  ])('address %o reads %s', (address, line) => {
    expect(addressLine(address)).toBe(line);
  });
});
