import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import {
  checkoutTexts,
  confirmationTexts,
  selectedAccountStorageKey,
  travelerStepTexts,
} from '@wayfare/domain';
import { purchasePaths } from '@wayfare/mocks';
import { mockServer, recordRequests, type RecordedRequest } from '@wayfare/test-kit/server';
import { beforeEach, describe, expect, it } from 'vitest';
import * as stories from './CheckoutPage.stories';

const { Initial } = composeStories(stories);

// The page is driven here by hand over the fake backend, to count the calls it makes.
const { server, play } = mockServer();
/** The booking's schedule calls in this test. */
let fulfilSchedules: RecordedRequest[] = [];
beforeEach(() => {
  sessionStorage.clear();
  localStorage.removeItem(selectedAccountStorageKey);
  fulfilSchedules = recordRequests(server, purchasePaths.fulfilSchedule);
  play('checkout/initial');
});

const slow = { timeout: 10000 };
const confirmAndBook = () => screen.getByRole('button', { name: checkoutTexts.confirmAndBook });
const visa = () => screen.getByRole('radio', { name: 'Visa ending in 4417' });

async function saveTravelerAndChooseCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('button', { name: checkoutTexts.saveAndContinue }, slow),
  );
  await waitFor(() => expect(visa()).toBeEnabled(), slow);
  await user.click(screen.getByRole('radio', { name: 'Do not apply rewards' }));
  await user.click(visa());
  await waitFor(() => expect(confirmAndBook()).toBeEnabled(), slow);
}

describe('CheckoutPage', () => {
  it('fulfil/success: the happy path ends on the confirmation page with the email and earn string', async () => {
    play('fulfil/success');
    const user = userEvent.setup();
    render(<Initial />);
    await saveTravelerAndChooseCard(user);
    await user.click(confirmAndBook());
    await screen.findByRole('heading', { level: 1, name: 'Booking Confirmation' }, slow);
    expect(screen.getByText(confirmationTexts.confirmationNumber('WF-7Q2K9'))).toBeInTheDocument();
    expect(
      screen.getByText(confirmationTexts.emailSent('ada.lovelace@example.com')),
    ).toBeInTheDocument();
    expect(fulfilSchedules).toHaveLength(1);
    expect(screen.getByText(/^You'll earn/)).toBeInTheDocument();
  }, 30000);

  it('a double click on Confirm and Book schedules one booking', async () => {
    const user = userEvent.setup();
    render(<Initial />);
    await saveTravelerAndChooseCard(user);
    await user.dblClick(confirmAndBook());
    await screen.findByRole('heading', { level: 1, name: 'Booking Confirmation' }, slow);
    expect(fulfilSchedules).toHaveLength(1);
  }, 30000);

  it('a refresh keeps the traveler, the contact and the card chosen', async () => {
    const user = userEvent.setup();
    const first = render(<Initial />);
    const select = await screen.findByRole('combobox', { name: travelerStepTexts.traveler }, slow);
    await user.selectOptions(select, 'Charles Babbage');
    const phone = screen.getByRole('textbox', { name: travelerStepTexts.phone });
    await user.clear(phone);
    await user.type(phone, '4165550199');
    await saveTravelerAndChooseCard(user);
    first.unmount();

    render(<Initial />);
    const traveler = await screen.findByRole('region', { name: travelerStepTexts.heading }, slow);
    expect(within(traveler).getByText(/Charles Babbage/)).toBeInTheDocument();
    expect(within(traveler).getByText(/4165550199/)).toBeInTheDocument();
    // The restored checkout quotes again and keeps the card.
    await waitFor(() => expect(visa()).toBeEnabled(), slow);
    await waitFor(() => expect(visa()).toBeChecked(), slow);
    await waitFor(() => expect(confirmAndBook()).toBeEnabled(), slow);
  }, 30000);
});
