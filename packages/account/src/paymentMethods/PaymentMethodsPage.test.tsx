import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import {
  fillCardFrame,
  mockServer,
  recordRequests,
  type RecordedRequest,
} from '@wayfare/test-kit/server';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as stories from './PaymentMethodsPage.stories';

const { List } = composeStories(stories);

const { server, play } = mockServer();
const slow = { timeout: 10000 };
/** What the page sent to the fake backend in this test. */
let sent: RecordedRequest[] = [];
/** The bodies the page sent to a path under /api/v0/. */
const sentTo = (path: string) =>
  sent.filter((request) => request.path === `/api/v0/${path}`).map(({ body }) => body);
const failing = (method: 'put' | 'post', path: string) =>
  server.use(
    http[method](`*/api/v0/${path}`, () =>
      HttpResponse.json({ message: 'Mock error 500' }, { status: 500 }),
    ),
  );

beforeEach(() => {
  // The header's chosen account is kept in local storage: none chosen, the first account is used.
  localStorage.clear();
  sent = recordRequests(server, '*/api/v0/*');
});

type User = ReturnType<typeof userEvent.setup>;
// Hidden included: the page is hidden from assistive technology while a dialog is open.
const cardLabels = () =>
  within(screen.getByRole('list', { name: 'Saved cards', hidden: true }))
    .getAllByRole('listitem', { hidden: true })
    .map((card) => within(card).getByText(/ending in/).textContent);
const loaded = () => screen.findByRole('list', { name: 'Saved cards' }, slow);

async function addCard(user: User, number: string) {
  await user.click(await screen.findByRole('button', { name: 'Add a new card' }, slow));
  const form = within(await screen.findByRole('dialog', { name: 'Add a new card' }));
  await user.type(form.getByRole('textbox', { name: /^Cardholder name/ }), 'Ada Lovelace');
  // The card number, expiry and CVV are typed in the vault's frame (a window of its own).
  await fillCardFrame({ number, expiry: '12/30', cvv: '123' });
  await user.type(form.getByRole('textbox', { name: /^Billing postal code/ }), 'M5V 2T6');
  await user.click(form.getByRole('button', { name: 'Save card' }));
}

describe('PaymentMethodsPage', () => {
  it('payment-methods/list: every card type with its last four and account type', async () => {
    play('payment-methods/list');
    render(<List />);
    await loaded();
    expect(cardLabels()).toHaveLength(9);
    expect(cardLabels()).toContain('Jcb ending in 0505');
    expect(screen.getAllByText('Business account')).toHaveLength(2);
  });

  it('payment-methods/empty: says there is no saved card', async () => {
    play('payment-methods/empty');
    render(<List />);
    expect(await screen.findByText('You have no saved cards.', {}, slow)).toBeInTheDocument();
  });

  it('payment-methods/delete: asks, deletes by payment id, and the card goes', async () => {
    play('payment-methods/delete');
    const user = userEvent.setup();
    render(<List />);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete Master ending in 0921' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this card?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Master ending in 0921 was removed.', {}, slow);
    await waitFor(() => expect(cardLabels()).not.toContain('Master ending in 0921'));
    expect(sentTo('payments/delete')).toEqual([{ paymentId: 'payment-master-0921' }]);
  });

  it('a failed delete says so and keeps the card', async () => {
    play('payment-methods/delete');
    failing('post', 'payments/delete');
    const user = userEvent.setup();
    render(<List />);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete Master ending in 0921' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this card?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText("We couldn't delete this card. Please try again.", {}, slow),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cardLabels()).toContain('Master ending in 0921');
  });

  it("payment/verify-success: the card is verified for the header's account and listed", async () => {
    play('payment/verify-success');
    const user = userEvent.setup();
    render(<List />);
    await loaded();
    await addCard(user, '4111111111111111');
    await screen.findByText('Visa ending in 1111 was added.', {}, slow);
    expect(cardLabels()).toContain('Visa ending in 1111');
    const [verify] = sentTo('payments/verify');
    expect(verify).toMatchObject({ accountId: 'account-venture-x', isVCN: false });
  });

  it.each([
    ['payment/verify-invalid-cvv', 'CVV Error', "The card's security code is incorrect."],
    [
      'payment/verify-invalid-address',
      'Address Verification Error',
      'The billing address does not match the card.',
    ],
    [
      'payment/verify-card-declined',
      'Error Adding Payment Method',
      'Your card was declined. Please use a different card.',
    ],
    [
      'payment/verify-generic-error',
      'Error Adding Payment Method',
      'Please add your payment method again.',
    ],
  ] as const)(
    '%s: "%s", then Edit Payment Information reopens the form',
    async (scenario, title, text) => {
      play(scenario);
      const user = userEvent.setup();
      render(<List />);
      await loaded();
      await addCard(user, '4111111111111111');
      const panel = within(await screen.findByRole('dialog', { name: title }, slow));
      expect(panel.getByText(text)).toBeInTheDocument();
      await user.click(panel.getByRole('button', { name: 'Edit Payment Information' }));
      expect(await screen.findByRole('dialog', { name: 'Add a new card' })).toBeInTheDocument();
      expect(cardLabels()).not.toContain('Visa ending in 1111');
    },
  );

  it('a verify call that fails on the way asks to add the card again', async () => {
    play('payment/verify-success');
    failing('post', 'payments/verify');
    const user = userEvent.setup();
    render(<List />);
    await loaded();
    await addCard(user, '4111111111111111');
    const panel = within(
      await screen.findByRole('dialog', { name: 'Error Adding Payment Method' }, slow),
    );
    expect(panel.getByText('Please add your payment method again.')).toBeInTheDocument();
  });

  it('payment/invalid-card: the invalid-card modal; Try Again verifies the same card again', async () => {
    play('payment/invalid-card');
    const user = userEvent.setup();
    render(<List />);
    await loaded();
    await addCard(user, '4111111111111111');
    const modal = within(
      await screen.findByRole('dialog', { name: "We couldn't add this card" }, slow),
    );
    await user.click(modal.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(sentTo('payments/verify')).toHaveLength(2), slow);
    // The vault's token of the same card, for the same account: the page never held the card.
    const [first, second] = sentTo('payments/verify');
    expect(first).toMatchObject({ accountId: 'account-venture-x' });
    expect(second).toEqual(first);
  });

  it('a failed list says so', async () => {
    play('payment-methods/list');
    failing('put', 'payments/list');
    render(<List />);
    expect(
      await screen.findByText(
        "We couldn't load your saved cards. Please try again later.",
        {},
        slow,
      ),
    ).toBeInTheDocument();
  });
});
