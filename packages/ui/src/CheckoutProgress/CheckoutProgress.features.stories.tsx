import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProgressStepState } from '@wayfare/domain';
import { corporateTenant } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import type { CheckoutProgress } from './CheckoutProgress';
import { spokenText } from './spokenText';
import defaultMeta from './CheckoutProgress.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/CheckoutProgress/Features',
} satisfies Meta<typeof CheckoutProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = (
  travelers: ProgressStepState,
  contact: ProgressStepState,
  payment: ProgressStepState,
) => ({
  'add-travelers': travelers,
  'contact-information': contact,
  'rewards-and-payment': payment,
});

/** A story of one combination of states; its play reads each step's label and state. */
function progress(
  stepStates: ReturnType<typeof states>,
  expected: readonly string[],
  extra: Partial<Story> = {},
): Story {
  return {
    ...extra,
    args: { states: stepStates, ...extra.args },
    play: async ({ canvasElement }) => {
      const group = within(canvasElement).getByRole('group', { name: 'Checkout progress' });
      const steps = within(group).getAllByRole('listitem');
      await expect(steps.map(spokenText)).toEqual(expected);
      const current = steps.filter((step) => step.getAttribute('aria-current') === 'step');
      await expect(current).toHaveLength(
        stepStates['rewards-and-payment'] === 'in-progress' ? 1 : 0,
      );
    },
  };
}

export const NothingDone = progress(states('pending', 'pending', 'pending'), [
  'Add Travelers, not started',
  'Contact Information, not started',
  'Rewards & payment, not started',
]);

/** A traveler is chosen: the travelers step is completed (platform §4). */
export const TravelerChosen = progress(states('completed', 'pending', 'pending'), [
  'Add Travelers, completed',
  'Contact Information, not started',
  'Rewards & payment, not started',
]);

/** Email and phone match the patterns: the contact step is completed. */
export const ContactComplete = progress(states('completed', 'completed', 'pending'), [
  'Add Travelers, completed',
  'Contact Information, completed',
  'Rewards & payment, not started',
]);

/** A rewards account is chosen, no card, an amount remains: payment is in progress. */
export const PaymentInProgress = progress(states('completed', 'completed', 'in-progress'), [
  'Add Travelers, completed',
  'Contact Information, completed',
  'Rewards & payment, in progress',
]);

/** Every step done. */
export const AllComplete = progress(states('completed', 'completed', 'completed'), [
  'Add Travelers, completed',
  'Contact Information, completed',
  'Rewards & payment, completed',
]);

/** Corporate: a combined progress bar, the payment step labelled "Payment" (platform §2). */
export const Corporate: Story = {
  globals: corporateTenant,
  args: { states: states('completed', 'pending', 'pending') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: '1 of 3 steps complete' });
    await expect(bar).toHaveAttribute('aria-valuenow', '33');
    await expect(
      within(canvas.getByRole('group')).getAllByRole('listitem').map(spokenText),
    ).toEqual([
      'Add Travelers, completed',
      'Contact Information, not started',
      'Payment, not started',
    ]);
  },
};

export const CorporateNothingDone = progress(
  states('pending', 'pending', 'pending'),
  ['Add Travelers, not started', 'Contact Information, not started', 'Payment, not started'],
  { globals: corporateTenant },
);

export const CorporatePaymentInProgress = progress(
  states('completed', 'completed', 'in-progress'),
  ['Add Travelers, completed', 'Contact Information, completed', 'Payment, in progress'],
  { globals: corporateTenant },
);

export const CorporateAllComplete = progress(
  states('completed', 'completed', 'completed'),
  ['Add Travelers, completed', 'Contact Information, completed', 'Payment, completed'],
  { globals: corporateTenant },
);
