import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { tenants } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { appliedFor, savor, ventureX } from './rewardsAccountFixtures';
import { RewardsAccountPicker, type RewardsAccountPickerProps } from './RewardsAccountPicker';

/** The picker as a page uses it: the page keeps the choice and works out what it applies. */
function ControlledRewardsAccountPicker(props: RewardsAccountPickerProps) {
  const [choice, setChoice] = useState(props.choice);
  const applied = appliedFor(choice, props.accounts);
  return (
    <Box sx={{ maxWidth: 560 }}>
      <RewardsAccountPicker
        {...props}
        choice={choice}
        appliedRewards={props.appliedRewards ?? applied.rewards}
        appliedCash={props.appliedCash ?? applied.cash}
        onChoiceChange={(next) => {
          setChoice(next);
          props.onChoiceChange(next);
        }}
      />
    </Box>
  );
}

const meta = {
  title: 'Components/RewardsAccountPicker',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: RewardsAccountPicker,
  parameters: { layout: 'padded' },
  args: {
    accounts: [ventureX, savor],
    tenant: 'consumer',
    choice: { kind: 'account', accountReferenceId: 'venturex' },
    onChoiceChange: fn(),
    isConverting: false,
    disabled: false,
  },
  argTypes: { tenant: { control: 'inline-radio', options: tenants } },
  render: (args) => <ControlledRewardsAccountPicker {...args} />,
} satisfies Meta<typeof RewardsAccountPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two accounts that can redeem, the first chosen: its miles pay the trip. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Apply rewards' });
    const venture = within(group).getByRole('radio', { name: 'VentureX ending in 4417' });
    await expect(venture).toBeChecked();
    await expect(venture).toHaveAccessibleDescription('50,000 miles available ($500.00)');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Rewards applied: 42,319 miles ($423.19)',
    );
    await userEvent.click(within(group).getByRole('radio', { name: 'Savor ending in 5512' }));
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith({
      kind: 'account',
      accountReferenceId: 'savor',
    });
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Rewards applied: $120.50 ($120.50)',
    );
  },
};

/** Try any accounts, choice and state. */
export const Playground: Story = {};
