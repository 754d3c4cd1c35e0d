import { slow } from '@wayfare/test-kit/storybook';
import { expect, screen, waitFor, within } from 'storybook/test';

/** The page is there and its cards have loaded. */
export async function paymentMethodsLoaded() {
  await screen.findByRole('heading', { level: 1, name: 'Payment methods' }, slow);
  await waitFor(() => expect(screen.queryByLabelText('Loading payment methods')).toBeNull(), slow);
}

/** The saved cards' labels, in order. */
export const shownCards = () =>
  within(screen.getByRole('list', { name: 'Saved cards' }))
    .getAllByRole('listitem')
    .map((card) => within(card).getByText(/ending in/).textContent);
