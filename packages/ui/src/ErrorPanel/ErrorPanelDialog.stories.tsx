import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorPanelContent, type PaymentVerificationFailure } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { ErrorPanelDialog, type ErrorPanelDialogProps } from './ErrorPanelDialog';

const panel = (failure: PaymentVerificationFailure, firstErrorMessage?: string) =>
  errorPanelContent({
    kind: 'payment-verification',
    failure,
    ...(firstErrorMessage === undefined ? {} : { firstErrorMessage }),
  });

/** The dialog as a page uses it: gone once its button is pressed. */
function ShownErrorPanelDialog(props: ErrorPanelDialogProps) {
  const [content, setContent] = useState(props.content);
  return (
    <ErrorPanelDialog
      {...props}
      content={content}
      onAction={(action) => {
        props.onAction(action);
        setContent(undefined);
      }}
    />
  );
}

const meta = {
  title: 'Components/ErrorPanel/Dialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ErrorPanelDialog,
  args: { content: panel('InvalidCVV'), onAction: fn(), onClose: fn() },
  render: (args) => <ShownErrorPanelDialog {...args} />,
} satisfies Meta<typeof ErrorPanelDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed card verification: each title of the spec (platform §8), then Edit Payment Information closes it. */
const showing =
  (title: string, subtitle: string): Story['play'] =>
  async ({ args }) => {
    const shown = await screen.findByRole('dialog', { name: title });
    await waitFor(() => expect(shown).toBeVisible());
    const dialog = within(shown);
    await expect(dialog.getByRole('heading', { name: title })).toHaveFocus();
    await expect(dialog.getByText(subtitle)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Edit Payment Information' }));
    await expect(args.onAction).toHaveBeenCalledWith('edit-payment-information');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  };

export const CvvError: Story = {
  args: { content: panel('InvalidCVV') },
  play: showing('CVV Error', 'Please add your payment method again.'),
};

export const AddressVerificationError: Story = {
  args: { content: panel('InvalidAddress') },
  play: showing('Address Verification Error', 'Please add your payment method again.'),
};

export const ErrorAddingPaymentMethod: Story = {
  args: { content: panel('Other', 'Your card was declined. Please use a different card.') },
  play: showing(
    'Error Adding Payment Method',
    'Your card was declined. Please use a different card.',
  ),
};
