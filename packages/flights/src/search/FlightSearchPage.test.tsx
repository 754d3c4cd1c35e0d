import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { cabinClassLabels, flightSearchProblemTexts } from '@wayfare/domain';
import { mockServer } from '@wayfare/test-kit/server';
import { frozenNow } from '@wayfare/test-kit/storybook';
import { flightSearchFormTexts as texts } from '@wayfare/ui';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as stories from './FlightSearchPage.stories';
import { flightSearchTexts } from './flightSearchTexts';
import { chooseAirport, pickDay } from './testing/flightSearchPlays';

const { RoundTrip } = composeStories(stories);
mockServer();

beforeAll(() => {
  // The stories' instant, as Storybook sets it: today is 1 July 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(frozenNow);
});
afterAll(() => vi.useRealTimers());

// A page that renders with a React or MUI warning is broken, even if it looks right.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockClear();
});

/** The search page at /flights/, and a user to drive it. */
async function openSearch() {
  const user = userEvent.setup();
  render(<RoundTrip />);
  const search = await screen.findByRole('search', { name: flightSearchTexts.formLabel });
  return { user, search };
}

const field = (scope: HTMLElement, name: string) => within(scope).getByRole('combobox', { name });

/** The flight list the search opened: the story's card, with the address. */
async function flightListAddress() {
  await screen.findByRole('heading', { level: 1, name: 'Flight list' });
  return screen.getByText(/^\/flights\/shop\//).textContent;
}

describe('FlightSearchPage', () => {
  it('searches a round trip, and opens the flight list of its outbound with every choice in the address', async () => {
    const { user, search } = await openSearch();
    expect(document.title).toBe(`${flightSearchTexts.heading} · Wayfare`);
    await chooseAirport(field(search, texts.from), 'toronto', 'Toronto (YYZ)', user);
    await chooseAirport(field(search, texts.to), 'vancouver', 'Vancouver (YVR)', user);
    await pickDay(search, texts.return, 26, user);
    await user.click(within(search).getByRole('button', { name: /^Passengers / }));
    const picker = await screen.findByRole('dialog', { name: texts.passengers });
    await user.click(within(picker).getByRole('button', { name: 'Add an adult' }));
    await user.click(within(picker).getByRole('button', { name: 'Add an infant on lap' }));
    await user.click(within(picker).getByRole('button', { name: texts.done }));
    await user.selectOptions(
      within(search).getByRole('combobox', { name: texts.cabinClass }),
      cabinClassLabels.Business,
    );
    await user.click(within(search).getByRole('button', { name: texts.search }));
    expect(await flightListAddress()).toBe(
      '/flights/shop/?tripType=round_trip&legs=YYZ-YVR-2026-07-15%2CYVR-YYZ-2026-07-26&adults=2&lapInfants=1&cabinClass=Business',
    );
  });

  it('searches a multi-city trip of three flights, each from where the one before lands', async () => {
    const { user, search } = await openSearch();
    await user.click(within(search).getByRole('radio', { name: 'Multi-city' }));
    const flight = (number: number) =>
      within(search).getByRole('group', { name: texts.flight(number) });
    await chooseAirport(field(flight(1), texts.from), 'YYZ', 'Toronto (YYZ)', user);
    await chooseAirport(field(flight(1), texts.to), 'dublin', 'Dublin (DUB)', user);
    expect(field(flight(2), texts.from)).toHaveValue('Dublin (DUB)');
    await chooseAirport(field(flight(2), texts.to), 'lisbon', 'Lisbon (LIS)', user);
    await user.click(within(search).getByRole('button', { name: texts.addFlight }));
    expect(field(flight(3), texts.from)).toHaveFocus();
    expect(field(flight(3), texts.from)).toHaveValue('Lisbon (LIS)');
    await chooseAirport(field(flight(3), texts.to), 'YYZ', 'Toronto (YYZ)', user);
    await user.click(within(search).getByRole('button', { name: texts.search }));
    expect(await flightListAddress()).toBe(
      '/flights/shop/?tripType=multi_city&legs=YYZ-DUB-2026-07-15%2CDUB-LIS-2026-07-22%2CLIS-YYZ-2026-07-29&adults=1&cabinClass=Economy',
    );
  });

  it('refuses more infants on a lap than adults: the picker says so, then the passengers field, which takes the focus', async () => {
    const { user, search } = await openSearch();
    await chooseAirport(field(search, texts.from), 'YYZ', 'Toronto (YYZ)', user);
    await chooseAirport(field(search, texts.to), 'YVR', 'Vancouver (YVR)', user);
    await user.click(within(search).getByRole('button', { name: /^Passengers / }));
    const picker = await screen.findByRole('dialog', { name: texts.passengers });
    const addLapInfant = within(picker).getByRole('button', { name: 'Add an infant on lap' });
    await user.click(addLapInfant);
    expect(within(picker).queryByText(flightSearchProblemTexts.TooManyLapInfants)).toBeNull();
    await user.click(addLapInfant);
    expect(within(picker).getByText(flightSearchProblemTexts.TooManyLapInfants)).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(within(search).getByRole('button', { name: texts.search }));
    const passengers = within(search).getByRole('button', { name: 'Passengers 3 passengers' });
    expect(passengers).toHaveFocus();
    expect(passengers).toHaveAccessibleDescription(flightSearchProblemTexts.TooManyLapInfants);
    expect(screen.queryByRole('heading', { level: 1, name: 'Flight list' })).toBeNull();
  });
});
