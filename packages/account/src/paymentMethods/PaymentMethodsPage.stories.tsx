import type { Meta, StoryObj } from '@storybook/react-vite';
import { unlistedRoutePaths } from '@wayfare/domain';
import { resetMockState, scenarios, type ScenarioId } from '@wayfare/mocks';
import { delay, http } from 'msw';
import {
  addCard,
  bothTenantsModes,
  dialogsClosed,
  framedDocs,
  pageAt,
  playing,
  shownDialog,
  slow,
} from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paymentMethodsRoutes } from './paymentMethodsRoutes';
import { paymentMethodsLoaded, shownCards } from './testing/paymentMethodsStoryPlay';

const meta = {
  // Shot and checked on both tenants (vitest.config.ts, visual/stories.spec.ts).
  tags: ['tenants'],
  title: 'Pages/Account/PaymentMethodsPage',
  parameters: {
    chromatic: bothTenantsModes,
    layout: 'fullscreen',
    docs: framedDocs(),
  },
  render: () => pageAt(paymentMethodsRoutes, unlistedRoutePaths.paymentMethods),
  // Each story starts from the fake backend's first state: adds and deletes persist otherwise.
  beforeEach: () => {
    resetMockState();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const everyCard = [
  'Visa ending in 4417',
  'Master ending in 0921',
  'American Express ending in 1005',
  'Diners Club ending in 3904',
  'Discover ending in 1117',
  'Jcb ending in 0505',
  'Dankort ending in 7801',
  'Maestro ending in 6650',
  'Visa ending in 9090',
];

// ---------------------------------------------------------------------------------------------
// STATES §16 Payment methods

/** payment-methods/list: cards of every type with last four, on Personal and Business accounts. */
export const List: Story = {
  parameters: playing('payment-methods/list'),
  play: async () => {
    await paymentMethodsLoaded();
    await expect(shownCards()).toEqual(everyCard);
    const list = within(screen.getByRole('list', { name: 'Saved cards' }));
    await expect(list.getAllByText('Personal account')).toHaveLength(7);
    await expect(list.getAllByText('Business account')).toHaveLength(2);
    await expect(screen.getByRole('button', { name: 'Add a new card' })).toBeEnabled();
  },
};

/** payment-methods/empty: no saved card. */
export const Empty: Story = {
  parameters: playing('payment-methods/empty'),
  play: async () => {
    await paymentMethodsLoaded();
    await expect(screen.getByText('You have no saved cards.')).toBeVisible();
    await expect(screen.queryByRole('list', { name: 'Saved cards' })).toBeNull();
  },
};

/** payment-methods/delete: asked first; Cancel keeps the card, Delete removes it. */
export const Delete: Story = {
  parameters: playing('payment-methods/delete'),
  play: async () => {
    await paymentMethodsLoaded();
    const remove = screen.getByRole('button', { name: 'Delete Visa ending in 4417' });
    await userEvent.click(remove);
    let dialog = await shownDialog('Delete this card?');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
    await waitFor(() => expect(remove).toHaveFocus());
    // The keyboard: Enter opens the confirmation, Tab reaches Delete.
    await userEvent.keyboard('{Enter}');
    dialog = await shownDialog('Delete this card?');
    await expect(
      dialog.getByText('Visa ending in 4417 will be removed from your saved cards.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await dialogsClosed();
    await expect(
      await screen.findByText('Visa ending in 4417 was removed.', {}, slow),
    ).toBeVisible();
    await waitFor(() => expect(shownCards()).not.toContain('Visa ending in 4417'), slow);
    await expect(shownCards()).toHaveLength(everyCard.length - 1);
  },
};

// ---------------------------------------------------------------------------------------------
// STATES §12 Adding a card (payment verification), on this page

/** payment/saved-cards: the saved cards of each type. */
export const SavedCards: Story = { ...List, parameters: playing('payment/saved-cards') };

/** payment/verify-success: the new card is stored and listed. */
export const AddCardSuccess: Story = {
  parameters: playing('payment/verify-success'),
  play: async () => {
    await paymentMethodsLoaded();
    await addCard('4111111111111111');
    await dialogsClosed();
    await expect(await screen.findByText('Visa ending in 1111 was added.', {}, slow)).toBeVisible();
    await expect(shownCards()).toContain('Visa ending in 1111');
  },
};

/** A verification error panel: its title and text, then "Edit Payment Information" reopens the form. */
const failing = (scenario: ScenarioId, title: string, text: string): Story => ({
  parameters: playing(scenario),
  play: async () => {
    await paymentMethodsLoaded();
    await addCard('4111111111111111');
    const panel = await shownDialog(title);
    await expect(panel.getByRole('heading', { name: title })).toBeVisible();
    await expect(panel.getByText(text)).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Edit Payment Information' }));
    const form = await shownDialog('Add a new card');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
    await expect(shownCards()).not.toContain('Visa ending in 1111');
  },
});

/** payment/verify-card-declined: "Error Adding Payment Method" with the first error message. */
export const VerifyCardDeclined = failing(
  'payment/verify-card-declined',
  'Error Adding Payment Method',
  'Your card was declined. Please use a different card.',
);

/** payment/verify-excessive-activity: the same panel, with the add-again text. */
export const VerifyExcessiveActivity = failing(
  'payment/verify-excessive-activity',
  'Error Adding Payment Method',
  'Please add your payment method again.',
);

/** payment/verify-generic-error: the same panel. */
export const VerifyGenericError = failing(
  'payment/verify-generic-error',
  'Error Adding Payment Method',
  'Please add your payment method again.',
);

/** payment/verify-invalid-cvv: "CVV Error". */
export const VerifyInvalidCvv = failing(
  'payment/verify-invalid-cvv',
  'CVV Error',
  "The card's security code is incorrect.",
);

/** payment/verify-invalid-address: "Address Verification Error". */
export const VerifyInvalidAddress = failing(
  'payment/verify-invalid-address',
  'Address Verification Error',
  'The billing address does not match the card.',
);

/** payment/invalid-card: the invalid-card modal; Try Again sends the card again, Edit goes back to the form. */
export const InvalidCard: Story = {
  parameters: {
    msw: {
      handlers: {
        payments: [
          // The verification takes a moment, so the modal is seen to go and come back on Try Again.
          http.post('*/api/v0/payments/verify', async () => {
            await delay(300);
            return undefined;
          }),
          ...(scenarios['payment/invalid-card'].handlers.payments ?? []),
        ],
      },
    },
  },
  play: async () => {
    await paymentMethodsLoaded();
    await addCard('4111111111111111');
    let modal = await shownDialog("We couldn't add this card");
    await userEvent.click(modal.getByRole('button', { name: 'Try Again' }));
    await dialogsClosed();
    // The scenario answers the same way: the modal again.
    modal = await shownDialog("We couldn't add this card");
    await userEvent.click(modal.getByRole('button', { name: 'Edit Payment Information' }));
    await shownDialog('Add a new card');
    await userEvent.keyboard('{Escape}');
    await dialogsClosed();
    await expect(shownCards()).toEqual(everyCard);
  },
};
