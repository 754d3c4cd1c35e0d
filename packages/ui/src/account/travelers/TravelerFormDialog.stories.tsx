import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { storyTravelers } from './storyTravelers';
import { TravelerFormDialog, type TravelerFormDialogProps } from './TravelerFormDialog';

/** The dialog as a page uses it: open until saved or cancelled, and opened again by a button. */
function OpenTravelerFormDialog(props: TravelerFormDialogProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open the traveler form</Button>
      <TravelerFormDialog
        {...props}
        open={open}
        onSubmit={(draft) => {
          props.onSubmit(draft);
          setOpen(false);
        }}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Account/TravelerFormDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: TravelerFormDialog,
  args: { open: true, isSaving: false, onSubmit: fn(), onClose: fn() },
  render: (args) => <OpenTravelerFormDialog {...args} />,
} satisfies Meta<typeof TravelerFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once it has faded in. */
async function dialog() {
  const shown = await screen.findByRole('dialog');
  await waitFor(() => expect(shown).toBeVisible());
  return shown;
}
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

/** Adding: a save with nothing typed flags the name, date of birth and gender; then it saves. */
export const AddTraveler: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    await expect(form.getByRole('heading', { name: 'Add a traveler' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save traveler' }));
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await expect(form.getByText('Choose a gender.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: 'First name' }), 'Grace');
    await userEvent.type(form.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await userEvent.type(form.getByLabelText(/Date of birth/), '1976-12-09');
    await userEvent.click(form.getByRole('radio', { name: 'Female' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Country of issue' }), 'us');
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: 'Add a hotel loyalty program' }),
      'Hilton Honors',
    );
    await expect(form.getByRole('textbox', { name: 'Hilton Honors number' })).toHaveFocus();
    await userEvent.keyboard('1029384756');
    await userEvent.type(form.getByRole('textbox', { name: 'Airline code' }), 'ua{Enter}');
    await userEvent.type(form.getByRole('textbox', { name: 'UA frequent flyer number' }), 'MP1');
    await userEvent.click(form.getByRole('checkbox', { name: /\(WCHR\)/ }));
    await userEvent.click(form.getByRole('button', { name: 'Save traveler' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      givenName: 'Grace',
      surname: 'Hopper',
      dateOfBirth: '1976-12-09',
      gender: 'F',
      passport: { countryOfIssue: 'US' },
      hotelLoyalty: { HIL: { value: '1029384756' } },
      frequentFlyer: { UA: { value: 'MP1' } },
      assistance: ['WCHR'],
    });
    await closed();
  },
};

/** Editing: an emptied loyalty number removes its program (platform §5). */
export const EditTraveler: Story = {
  args: { traveler: storyTravelers[0] },
  play: async ({ args }) => {
    const form = within(await dialog());
    await expect(form.getByRole('heading', { name: 'Edit traveler' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await userEvent.clear(form.getByRole('textbox', { name: 'Marriott Bonvoy number' }));
    await userEvent.click(form.getByRole('button', { name: 'Save traveler' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 't-ada',
        hotelLoyalty: {},
        frequentFlyer: { AC: { value: '123456789' } },
      }),
    );
    await closed();
  },
};

/** A 3-character country of issue: the passport would not be saved, and the field says so. */
export const PassportNotSent: Story = {
  play: async () => {
    const form = within(await dialog());
    const country = form.getByRole('textbox', { name: 'Country of issue' });
    await userEvent.type(country, 'GBR');
    await expect(country).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(/A passport is saved only with a 2-letter code./)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await closed();
  },
};

/**
 * A first name of 51 characters and an email of 255 (personFieldLimits): each says its limit as
 * it is typed, Save keeps the dialog open with what was typed, and focus goes to the name.
 */
export const TooLong: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    const firstName = form.getByRole('textbox', { name: 'First name' });
    await userEvent.click(firstName);
    await userEvent.paste('G'.repeat(51));
    await expect(firstName).toHaveAccessibleDescription('Enter at most 50 characters.');
    const email = form.getByRole('textbox', { name: 'Email' });
    await userEvent.click(email);
    await userEvent.paste(`${'g'.repeat(243)}@example.com`);
    await expect(email).toHaveAccessibleDescription(
      'Email address must be 254 characters or fewer.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Save traveler' }));
    await expect(firstName).toHaveFocus();
    await expect(firstName).toHaveValue('G'.repeat(51));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The last save failed: said above the buttons, the form kept. */
export const SaveFailed: Story = {
  args: { traveler: storyTravelers[0], saveFailed: true },
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByText("We couldn't save this traveler. Please try again.")).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await closed();
  },
};
