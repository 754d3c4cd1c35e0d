import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  allBelowMinimumMessage,
  customRewardsAmountErrors,
  doNotApplyRewards,
  redemptionMessages,
} from '@wayfare/domain';
import { expect, userEvent, within } from 'storybook/test';
import {
  accountManager,
  authorizedUser,
  belowMinimum,
  belowMinimumToo,
  cannotRedeem,
  nonFinancialUser,
  savor,
  ventureX,
  zeroBalance,
} from './rewardsAccountFixtures';
import type { RewardsAccountPicker } from './RewardsAccountPicker';
import defaultMeta from './RewardsAccountPicker.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/RewardsAccountPicker/Features',
} satisfies Meta<typeof RewardsAccountPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const venturexChosen = { kind: 'account', accountReferenceId: 'venturex' } as const;

const radio = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('radiogroup', { name: 'Apply rewards' })).getByRole(
    'radio',
    { name },
  );

/** One story per account that cannot redeem: disabled, its reason under it and in the banner. */
function cannotRedeemStory(account: typeof authorizedUser, name: string, message: string): Story {
  return {
    args: { accounts: [ventureX, account] },
    play: async ({ canvasElement }) => {
      const option = radio(canvasElement, name);
      await expect(option).toBeDisabled();
      await expect(option).toHaveAccessibleDescription(expect.stringContaining(message));
      await expect(
        within(canvasElement).getByRole('note', { name: 'Not eligible to redeem rewards' }),
      ).toHaveTextContent(`${name}: ${message}`);
      await expect(radio(canvasElement, 'VentureX ending in 4417')).toBeChecked();
    },
  };
}

/** spec: platform §6 "Authorized users can't redeem rewards". */
export const AuthorizedUser = cannotRedeemStory(
  authorizedUser,
  'Quicksilver ending in 3001',
  "Authorized users can't redeem rewards",
);

/** spec: platform §6 "Account managers can't redeem rewards". */
export const AccountManager = cannotRedeemStory(
  accountManager,
  'VentureXBusiness ending in 3002',
  "Account managers can't redeem rewards",
);

/** spec: platform §6 non-financial users: "Can't redeem rewards", and the card type is shown. */
export const NonFinancialUser = cannotRedeemStory(
  nonFinancialUser,
  'Visa ending in 3003',
  "Can't redeem rewards",
);

/** spec: platform §5 a product that cannot redeem. */
export const ProductCannotRedeem = cannotRedeemStory(
  cannotRedeem,
  'Venture ending in 3004',
  "Can't redeem rewards",
);

/** A balance of 0 cannot redeem (platform §5). */
export const ZeroBalance = cannotRedeemStory(
  zeroBalance,
  'Quicksilver ending in 3006',
  redemptionMessages['balance-zero-or-below'],
);

/** spec: platform §8 one account below its minimum: the warning under it, the others still usable. */
export const OneBelowMinimum = cannotRedeemStory(
  belowMinimum,
  'Venture ending in 3005',
  'This account does not meet the minimum redemption amount.',
);

/** spec: platform §4, §8 every account below its minimum: use the credit card; do-not-apply chosen. */
export const AllBelowMinimum: Story = {
  args: { accounts: [belowMinimum, belowMinimumToo], choice: doNotApplyRewards },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(allBelowMinimumMessage)).toBeVisible();
    await expect(radio(canvasElement, 'Venture ending in 3005')).toBeDisabled();
    await expect(radio(canvasElement, 'Savor ending in 3007')).toBeDisabled();
    await expect(radio(canvasElement, 'Do not apply rewards')).toBeChecked();
  },
};

/** Every role and case at once, with the banner listing every account that cannot redeem. */
export const EveryCase: Story = {
  args: {
    accounts: [
      ventureX,
      savor,
      authorizedUser,
      accountManager,
      nonFinancialUser,
      cannotRedeem,
      belowMinimum,
      zeroBalance,
    ],
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('note', {
      name: 'Not eligible to redeem rewards',
    });
    await expect(within(banner).getAllByRole('listitem')).toHaveLength(6);
    const enabled = within(canvasElement)
      .getAllByRole('radio')
      .filter((item) => !(item as HTMLInputElement).disabled);
    await expect(enabled).toHaveLength(3);
  },
};

/** Do not apply rewards: nothing applied, no custom amount. */
export const DoNotApply: Story = {
  args: { choice: doNotApplyRewards },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(radio(canvasElement, 'Do not apply rewards')).toBeChecked();
    await expect(canvas.queryByRole('switch', { name: 'Use a custom amount' })).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    // The keyboard: Shift+Tab-free choice with the arrows, back to the first account.
    radio(canvasElement, 'Do not apply rewards').focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith({
      kind: 'account',
      accountReferenceId: 'venturex',
    });
  },
};

/** Split pay: a custom amount saved, the rest on the card (platform §4). */
export const SplitPay: Story = {
  args: { choice: { ...venturexChosen, customAmount: 10_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Use a custom amount' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Amount in miles' })).toHaveValue('10000');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Rewards applied: 10,000 miles ($100.00)',
    );
  },
};

/** Turning on a custom amount, typing and saving it, all from the keyboard. */
export const SplitPayKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('switch', { name: 'Use a custom amount' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Amount in miles' })).toHaveFocus();
    await userEvent.keyboard('12,500');
    await expect(canvas.getByText(customRewardsAmountErrors.unsaved)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith({
      ...venturexChosen,
      customAmount: 12_500,
    });
    await expect(canvas.queryByText(customRewardsAmountErrors.unsaved)).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('12,500 miles ($125.00)');
  },
};

/** A custom amount typed in one of the spec's wrong ways. */
function splitPayErrorStory(typed: string, message: string, save: boolean): Story {
  return {
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('switch', { name: 'Use a custom amount' }));
      const field = canvas.getByRole('textbox', { name: 'Amount in miles' });
      await userEvent.type(field, typed);
      if (save) await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(field).toHaveAccessibleDescription(message);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onChoiceChange).not.toHaveBeenCalled();
    },
  };
}

/** "Invalid amount. Enter an amount that is lower then your available balance." (platform §5) */
export const SplitPayOverBalance = splitPayErrorStory(
  '60000',
  customRewardsAmountErrors.overBalance,
  true,
);

/** "Invalid rewards balance. Please enter a valid amount." (platform §5) */
export const SplitPayInvalid = splitPayErrorStory('-20', customRewardsAmountErrors.invalid, true);

/** "Must Save to apply it." (platform §5) */
export const SplitPayUnsaved = splitPayErrorStory('5000', customRewardsAmountErrors.unsaved, false);

/** The server converts the custom amount to cash (platform §4). */
export const Converting: Story = {
  args: { choice: { ...venturexChosen, customAmount: 10_000 }, isConverting: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Converting your rewards…');
  },
};

/** Until the traveler step is done the section cannot be used (platform §4). */
export const Disabled: Story = {
  args: { disabled: true, choice: { ...venturexChosen, customAmount: 10_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const item of canvas.getAllByRole('radio')) await expect(item).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Use a custom amount' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
