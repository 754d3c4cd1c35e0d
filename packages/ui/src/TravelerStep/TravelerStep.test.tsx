import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { travelerRequiredMessages } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import * as stories from './TravelerStep.features.stories';

const {
  EditWithKeyboard,
  DefaultMatch,
  PrefilledPhone,
  NoSavedTraveler,
  View,
  Disabled,
  SaveAndEditAgain,
} = composeStories(stories);

const select = () => screen.getByRole('combobox', { name: /Traveler/ });
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save & Continue' });

describe('TravelerStep', () => {
  it('is a region headed "Primary traveler information", with the anchor id', () => {
    render(<EditWithKeyboard />);
    expect(screen.getByRole('region', { name: 'Primary traveler information' })).toHaveAttribute(
      'id',
      'traveler-section',
    );
  });

  it('lists the saved travelers by name, then "Add a new traveler"', () => {
    render(<EditWithKeyboard />);
    expect(
      within(select())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a traveler',
      'Ann Lee',
      'Jordan Rivera',
      'Priya Natarajan',
      'Add a new traveler',
    ]);
  });

  it('flags the traveler select, email and phone on a save with nothing filled', async () => {
    const onSave = fn();
    render(<EditWithKeyboard onSave={onSave} />);
    expect(select()).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(saveButton());
    expect(screen.getByRole('alert')).toHaveTextContent(travelerRequiredMessages.error);
    expect(select()).toBeInvalid();
    expect(select()).toHaveAccessibleDescription(travelerRequiredMessages.helper);
    expect(textbox(/Email/)).toBeInvalid();
    expect(textbox(/Phone/)).toBeInvalid();
    expect(select()).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('clears the traveler error once one is chosen', async () => {
    render(<EditWithKeyboard />);
    await userEvent.click(saveButton());
    await userEvent.selectOptions(select(), 'Ann Lee');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(select()).toHaveAttribute('aria-invalid', 'false');
    expect(textbox(/Email/)).toBeInvalid();
  });

  it('saves a chosen traveler with the contact, with the keyboard only', async () => {
    const onSave = fn();
    render(<DefaultMatch onSave={onSave} />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('priya@example.com');
    await userEvent.tab();
    await userEvent.keyboard('416.555.0100');
    await userEvent.tab();
    expect(saveButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledWith({
      travelerId: 't-priya',
      contact: { email: 'priya@example.com', phone: '416.555.0100' },
    });
  });

  it('keeps a prefilled phone and reports contact edits', async () => {
    const onContactChange = fn();
    render(<PrefilledPhone onContactChange={onContactChange} />);
    expect(textbox(/Phone/)).toHaveValue('4165550134');
    await userEvent.type(textbox(/Email/), 'a');
    expect(onContactChange).toHaveBeenLastCalledWith({ email: 'a', phone: '4165550134' });
  });

  it('opens the new-traveler form when nobody is saved, and saves the new traveler', async () => {
    const onSave = fn();
    render(
      <NoSavedTraveler
        onSave={onSave}
        contact={{ email: 'sam@example.com', phone: '4165550100' }}
      />,
    );
    const form = within(screen.getByRole('group', { name: 'New traveler' }));
    await userEvent.type(form.getByRole('textbox', { name: /First name/ }), ' Sam ');
    await userEvent.type(form.getByRole('textbox', { name: /Last name/ }), 'Okafor');
    await userEvent.type(form.getByLabelText(/Date of birth/), '1992-03-14');
    // The gender radios are one tab stop; arrows choose.
    form.getByRole('radio', { name: 'Male' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(form.getByRole('radio', { name: 'Female' })).toBeChecked();
    await userEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith({
      newTraveler: { givenName: 'Sam', surname: 'Okafor', dateOfBirth: '1992-03-14', gender: 'F' },
      contact: { email: 'sam@example.com', phone: '4165550100' },
    });
  });

  it('hides the new-traveler form when a saved traveler is chosen instead', async () => {
    render(<EditWithKeyboard />);
    await userEvent.selectOptions(select(), 'Add a new traveler');
    expect(screen.getByRole('group', { name: 'New traveler' })).toBeInTheDocument();
    await userEvent.selectOptions(select(), 'Ann Lee');
    expect(screen.queryByRole('group', { name: 'New traveler' })).toBeNull();
  });

  it('shows the saved choice in view mode and asks to edit', async () => {
    const onEdit = fn();
    render(<View onEdit={onEdit} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Traveler',
      'Email',
      'Phone',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit traveler' }));
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('does not take focus when it first renders', () => {
    render(<View />);
    expect(document.body).toHaveFocus();
  });

  it('moves focus with the mode: to "Edit traveler" on save, to the select on edit', async () => {
    render(<SaveAndEditAgain />);
    await userEvent.click(saveButton());
    expect(screen.getByRole('button', { name: 'Edit traveler' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(select()).toHaveFocus();
  });

  // personFieldLimits of @wayfare/domain: the message shows as soon as a field is over its limit.
  it('says a 10,000-character email is too long, keeps it, and saves nothing', async () => {
    const onSave = fn();
    render(<DefaultMatch onSave={onSave} />);
    const longEmail = `${'a'.repeat(9_988)}@example.com`;
    await userEvent.click(textbox(/Email/));
    await userEvent.paste(longEmail);
    expect(textbox(/Email/)).toBeInvalid();
    expect(textbox(/Email/)).toHaveAccessibleDescription(
      'Email address must be 254 characters or fewer.',
    );
    await userEvent.type(textbox(/Phone/), '4165550134');
    await userEvent.click(saveButton());
    expect(onSave).not.toHaveBeenCalled();
    expect(textbox(/Email/)).toHaveFocus();
    expect(textbox(/Email/)).toHaveValue(longEmail);
  });

  it('says a 51-character name is too long as it is typed, and saves nothing', async () => {
    const onSave = fn();
    render(
      <NoSavedTraveler
        onSave={onSave}
        contact={{ email: 'sam@example.com', phone: '4165550100' }}
      />,
    );
    const form = within(screen.getByRole('group', { name: 'New traveler' }));
    const lastName = form.getByRole('textbox', { name: /Last name/ });
    await userEvent.type(lastName, 'O'.repeat(50));
    expect(lastName).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(lastName, 'O');
    expect(lastName).toHaveAccessibleDescription('Enter at most 50 characters.');
    await userEvent.type(form.getByRole('textbox', { name: /First name/ }), 'Sam');
    await userEvent.type(form.getByLabelText(/Date of birth/), '1992-03-14');
    await userEvent.click(form.getByRole('radio', { name: 'Male' }));
    await userEvent.click(saveButton());
    expect(onSave).not.toHaveBeenCalled();
    expect(lastName).toHaveValue('O'.repeat(51));
    // Fixing it clears the message and lets the save through.
    await userEvent.type(lastName, '{Backspace}');
    expect(lastName).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('lets nothing change while a call is in progress', () => {
    render(<Disabled />);
    for (const control of [select(), textbox(/Email/), textbox(/Phone/), saveButton()]) {
      expect(control).toBeDisabled();
    }
  });
});
