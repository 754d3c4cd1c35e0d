import type { Meta, StoryObj } from '@storybook/react-vite';
import { travelerRequiredMessages } from '@wayfare/domain';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TravelerStep, type TravelerStepProps } from './TravelerStep';
import defaultMeta from './TravelerStep.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/TravelerStep/Features',
} satisfies Meta<typeof TravelerStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const savedContact = { email: 'ann@example.com', phone: '416 555 0134' };

const travelerSelect = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: /Traveler/ });
const field = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('textbox', { name });

/** Edit mode: choose a saved traveler and enter the contact, all with the keyboard. */
export const EditWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(travelerSelect(canvasElement)).toHaveFocus();
    await userEvent.selectOptions(travelerSelect(canvasElement), 'Jordan Rivera');
    await expect(args.onTravelerChange).toHaveBeenLastCalledWith('t-jordan');
    await userEvent.tab();
    await expect(field(canvasElement, /Email/)).toHaveFocus();
    await userEvent.keyboard('jordan@example.com');
    await userEvent.tab();
    await userEvent.keyboard('+1 (416) 555-0199');
    await expect(args.onContactChange).toHaveBeenLastCalledWith({
      email: 'jordan@example.com',
      phone: '+1 (416) 555-0199',
    });
    // Enter in a field submits, as in any form.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      travelerId: 't-jordan',
      contact: { email: 'jordan@example.com', phone: '+1 (416) 555-0199' },
    });
  },
};

/** The traveler matching the signed-in user is preselected (platform §5). */
export const DefaultMatch: Story = {
  args: { selectedTravelerId: 't-priya' },
  play: async ({ canvasElement }) => {
    await expect(travelerSelect(canvasElement)).toHaveValue('t-priya');
  },
};

/** The customer details gave a phone number: it is prefilled. */
export const PrefilledPhone: Story = {
  args: { selectedTravelerId: 't-ann', contact: { email: '', phone: '4165550134' } },
  play: async ({ canvasElement, args }) => {
    await expect(field(canvasElement, /Phone/)).toHaveValue('4165550134');
    await userEvent.type(field(canvasElement, /Email/), 'ann@example.com');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save & Continue' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      travelerId: 't-ann',
      contact: { email: 'ann@example.com', phone: '4165550134' },
    });
  },
};

/** Save with nothing filled: the traveler select, email and phone are flagged (platform §5). */
export const ContactMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Continue' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(travelerRequiredMessages.error);
    await expect(travelerSelect(canvasElement)).toHaveAccessibleDescription(
      travelerRequiredMessages.helper,
    );
    await expect(travelerSelect(canvasElement)).toBeInvalid();
    await expect(field(canvasElement, /Email/)).toBeInvalid();
    await expect(field(canvasElement, /Phone/)).toBeInvalid();
    await expect(travelerSelect(canvasElement)).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A traveler is chosen but the email and phone do not match the patterns. */
export const InvalidEmailAndPhone: Story = {
  args: { selectedTravelerId: 't-ann', contact: { email: 'ann@example', phone: '555-01' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Continue' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(travelerSelect(canvasElement)).toHaveAttribute('aria-invalid', 'false');
    await expect(field(canvasElement, /Email/)).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    await expect(field(canvasElement, /Phone/)).toHaveAccessibleDescription(
      'Enter a valid phone number.',
    );
    await expect(field(canvasElement, /Email/)).toHaveFocus();
    // Fixing a field clears its error at once.
    await userEvent.type(field(canvasElement, /Email/), '.com');
    await expect(field(canvasElement, /Email/)).toBeValid();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** No saved traveler: the add-a-traveler form is open from the start. */
export const NoSavedTraveler: Story = {
  args: { travelers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(travelerSelect(canvasElement)).toHaveDisplayValue('Add a new traveler');
    await expect(canvas.getByRole('group', { name: 'New traveler' })).toBeVisible();
  },
};

/** "Add a new traveler" reveals the form; a valid save hands over the new traveler. */
export const AddNewTraveler: Story = {
  args: { contact: savedContact },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(travelerSelect(canvasElement), 'Add a new traveler');
    await expect(args.onTravelerChange).toHaveBeenLastCalledWith(undefined);
    const form = within(canvas.getByRole('group', { name: 'New traveler' }));
    await userEvent.type(form.getByRole('textbox', { name: /First name/ }), 'Sam');
    await userEvent.type(form.getByRole('textbox', { name: /Last name/ }), 'Okafor');
    await userEvent.type(form.getByLabelText(/Date of birth/), '1992-03-14');
    await userEvent.click(form.getByRole('radio', { name: 'Male' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Continue' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      newTraveler: { givenName: 'Sam', surname: 'Okafor', dateOfBirth: '1992-03-14', gender: 'M' },
      contact: savedContact,
    });
  },
};

/** Save with the new traveler's form empty: each of its fields is flagged. */
export const AddNewTravelerIncomplete: Story = {
  args: { travelers: [], contact: savedContact },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Continue' }));
    const form = within(canvas.getByRole('group', { name: 'New traveler' }));
    await expect(form.getByRole('textbox', { name: /First name/ })).toHaveFocus();
    await expect(form.getByRole('textbox', { name: /First name/ })).toBeInvalid();
    await expect(form.getByRole('textbox', { name: /Last name/ })).toBeInvalid();
    await expect(form.getByLabelText(/Date of birth/)).toHaveAccessibleDescription(
      'Enter a date of birth.',
    );
    await expect(form.getByRole('radiogroup')).toHaveAccessibleDescription('Choose a gender.');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * A first name of 51 characters and an email of 255 (personFieldLimits): each says its limit as
 * it is typed, Save & Continue saves nothing, and what was typed stays to be fixed.
 */
export const TooLong: Story = {
  args: { travelers: [], contact: savedContact },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('group', { name: 'New traveler' }));
    const firstName = form.getByRole('textbox', { name: /First name/ });
    const longName = 'A'.repeat(51);
    await userEvent.click(firstName);
    await userEvent.paste(longName);
    await expect(firstName).toHaveAccessibleDescription('Enter at most 50 characters.');
    const email = field(canvasElement, /Email/);
    const longEmail = `${'a'.repeat(243)}@example.com`;
    await userEvent.clear(email);
    await userEvent.paste(longEmail);
    await expect(email).toHaveAccessibleDescription(
      'Email address must be 254 characters or fewer.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Continue' }));
    await expect(firstName).toHaveFocus();
    await expect(firstName).toHaveValue(longName);
    await expect(email).toHaveValue(longEmail);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** View mode after Save & Continue: the traveler and contact, and "Edit traveler". */
export const View: Story = {
  args: { mode: 'view', selectedTravelerId: 't-ann', contact: savedContact },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const details = canvas.getAllByRole('definition').map((detail) => detail.textContent);
    await expect(details).toEqual(['Ann Lee', 'ann@example.com', '416 555 0134']);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit traveler' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** A call is in progress: every field and button is disabled. */
export const Disabled: Story = {
  args: { selectedTravelerId: 't-ann', contact: savedContact, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(travelerSelect(canvasElement)).toBeDisabled();
    await expect(field(canvasElement, /Email/)).toBeDisabled();
    await expect(field(canvasElement, /Phone/)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save & Continue' })).toBeDisabled();
  },
};

export const ViewDisabled: Story = {
  args: { mode: 'view', selectedTravelerId: 't-ann', contact: savedContact, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Edit traveler' }),
    ).toBeDisabled();
  },
};

/** The step as a page drives it: save switches to view, "Edit traveler" back; focus follows. */
export const SaveAndEditAgain: Story = {
  args: { selectedTravelerId: 't-ann', contact: savedContact },
  render: function Render(args: TravelerStepProps) {
    const [mode, setMode] = useState(args.mode);
    const [contact, setContact] = useState(args.contact);
    return (
      <TravelerStep
        {...args}
        mode={mode}
        contact={contact}
        onSave={(save) => {
          args.onSave(save);
          setContact(save.contact);
          setMode('view');
        }}
        onEdit={() => {
          args.onEdit();
          setMode('edit');
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Continue' }));
    const edit = await canvas.findByRole('button', { name: 'Edit traveler' });
    await waitFor(() => expect(edit).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(travelerSelect(canvasElement)).toHaveFocus());
    await expect(field(canvasElement, /Email/)).toHaveValue('ann@example.com');
  },
};
