import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  cardFrameFields,
  consumerTenant,
  useStoryCardFields,
  typeIn,
} from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AddCardFlow, type AddCardFlowProps, type AddCardFlowState } from './AddCardFlow';

const closed: AddCardFlowState = {
  formOpen: false,
  isSaving: false,
  isInvalidCard: false,
  cardFieldsRef: null,
  submit: fn(() => Promise.resolve()),
  close: fn(),
  edit: fn(),
  tryAgain: fn(() => Promise.resolve()),
};

/** The flow with the fake backend's stand-in for the card vault's frame. */
function AddCardFlowWithCardFields({ state }: AddCardFlowProps) {
  const cardFields = useStoryCardFields();
  return <AddCardFlow state={{ ...state, cardFieldsRef: cardFields.ref }} />;
}

const meta = {
  title: 'Components/AddCardFlow',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: AddCardFlow,
  parameters: { layout: 'padded' },
  args: { state: closed },
  render: (args) => <AddCardFlowWithCardFields {...args} />,
} satisfies Meta<typeof AddCardFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form is open: the name and postal code go to the flow's submit; the card stays in the frame. */
export const FormOpen: Story = {
  args: { state: { ...closed, formOpen: true } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add a new card' });
    await waitFor(() => expect(dialog).toBeVisible());
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: 'Cardholder name' }), 'Ada Lovelace');
    const card = await cardFrameFields();
    await typeIn(card.getByRole('textbox', { name: /^Card number/ }), '4111111111111111');
    await typeIn(card.getByRole('textbox', { name: /^Expiry date/ }), '08/28');
    await typeIn(card.getByRole('textbox', { name: /^CVV/ }), '123');
    await userEvent.type(form.getByRole('textbox', { name: 'Billing postal code' }), '10001');
    await userEvent.click(form.getByRole('button', { name: 'Save card' }));
    await expect(args.state.submit).toHaveBeenCalledWith({
      fullName: 'Ada Lovelace',
      postalCode: '10001',
    });
  },
};

/** The card is being verified: Save shows progress and the form cannot be left. */
export const Saving: Story = {
  args: { state: { ...closed, formOpen: true, isSaving: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add a new card' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Save card/ })).toBeDisabled(),
    );
    // The card vault's frame has loaded its fields: the picture is of the whole form.
    await cardFrameFields();
  },
};

/** spec: platform §8 a card the vault does not know: the invalid-card modal, edit or try again. */
export const InvalidCard: Story = {
  args: { state: { ...closed, isInvalidCard: true } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: "We couldn't add this card" });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await expect(args.state.tryAgain).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Payment Information' }));
    await expect(args.state.edit).toHaveBeenCalledOnce();
  },
};
