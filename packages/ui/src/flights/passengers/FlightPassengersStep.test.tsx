import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { flightTravelerProblemTexts, type TravelerProfile } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { storyInternationalTrip } from '../testing/storyFlightTravelers';
import * as stories from './FlightPassengersStep.stories';

const { EditOneAdult, EditFamily, LapInfantTooOld, View, Disabled } = composeStories(stories);

const passenger = (label: string) => screen.getByRole('combobox', { name: label });
const saveButton = () => screen.getByRole('button', { name: 'Save & Continue' });
const savedContact = { email: 'ann@example.com', phone: '416 555 0134' };

describe('FlightPassengersStep', () => {
  it('saves the travelers in slot order, with the contact', async () => {
    const onSave = fn();
    render(<EditFamily onSave={onSave} />);
    await userEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith({
      travelerIds: ['t-ann', 't-sam', 't-maya', 't-noah'],
      contact: savedContact,
    });
  });

  it('offers a traveler to one passenger only', async () => {
    render(<EditFamily />);
    await userEvent.selectOptions(passenger('Child'), 'Leo Lee');
    const offered = (label: string) =>
      within(passenger(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(offered('Adult 1')).not.toContain('Leo Lee');
    // Maya, no longer chosen, is offered again.
    expect(offered('Adult 1')).toContain('Maya Lee');
    expect(offered('Child')).toEqual([
      'Choose a traveler',
      'Leo Lee',
      'Maya Lee',
      'Add a new traveler',
    ]);
  });

  it('keeps a lap infant too old from being saved, and says so at the infant', async () => {
    const onSave = fn();
    render(<LapInfantTooOld onSave={onSave} />);
    expect(passenger('Infant on a lap')).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(saveButton());
    expect(onSave).not.toHaveBeenCalled();
    const infant = passenger('Infant on a lap');
    expect(infant).toBeInvalid();
    expect(infant).toHaveAccessibleDescription(flightTravelerProblemTexts.LapInfantTooOld);
    expect(infant).toHaveFocus();
    expect(passenger('Adult 1')).toHaveAttribute('aria-invalid', 'false');
    // Choosing the infant clears it.
    await userEvent.selectOptions(infant, 'Noah Lee');
    expect(infant).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledOnce();
  });

  it("says the booking's own problems in an alert, and the contact's at its fields", async () => {
    render(<EditOneAdult slots={[]} />);
    await userEvent.click(saveButton());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(flightTravelerProblemTexts.NoAdultPassenger);
    expect(alert).toHaveTextContent(flightTravelerProblemTexts.NoContactInformation);
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(
      'Enter a valid phone number.',
    );
  });

  it('adds a new traveler in the dialog and chooses them for the passenger', async () => {
    const added: TravelerProfile = {
      id: 't-ada',
      givenName: 'Ada',
      surname: 'Byron',
      gender: 'F',
      dateOfBirth: '1985-12-10',
      assistance: [],
      frequentFlyer: {},
    };
    const onAddTraveler = fn(() => Promise.resolve(added));
    const onSave = fn();
    render(<EditOneAdult onAddTraveler={onAddTraveler} onSave={onSave} contact={savedContact} />);
    await userEvent.selectOptions(passenger('Adult'), 'Add a new traveler');
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a traveler: Adult' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), ' Ada ');
    await userEvent.type(dialog.getByRole('textbox', { name: /Middle name/ }), 'King');
    await userEvent.type(dialog.getByRole('textbox', { name: /Last name/ }), 'Byron');
    await userEvent.type(dialog.getByLabelText(/Date of birth/), '1985-12-10');
    await userEvent.click(dialog.getByRole('radio', { name: 'Female' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Known Traveler Number/ }),
      'tt1234567',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save traveler' }));
    expect(onAddTraveler).toHaveBeenCalledWith({
      givenName: 'Ada',
      middleName: 'King',
      surname: 'Byron',
      dateOfBirth: '1985-12-10',
      gender: 'F',
      knownTravelerNumber: 'TT1234567',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(passenger('Adult')).toHaveDisplayValue('Ada Byron');
    await waitFor(() => expect(passenger('Adult')).toHaveFocus());
    await userEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith({ travelerIds: ['t-ada'], contact: savedContact });
  });

  it('flags the dialog fields on a save with nothing typed; abroad, the passport too', async () => {
    const onAddTraveler = fn((): Promise<TravelerProfile | undefined> =>
      Promise.resolve(undefined),
    );
    render(<EditOneAdult onAddTraveler={onAddTraveler} trip={storyInternationalTrip} />);
    await userEvent.selectOptions(passenger('Adult'), 'Add a new traveler');
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a traveler: Adult' }));
    expect(dialog.getByRole('textbox', { name: /Passport number/ })).toBeRequired();
    await userEvent.click(dialog.getByRole('button', { name: 'Save traveler' }));
    expect(onAddTraveler).not.toHaveBeenCalled();
    expect(dialog.getByRole('textbox', { name: /First name/ })).toHaveFocus();
    expect(dialog.getByRole('textbox', { name: /Middle name/ })).toBeValid();
    for (const name of [/First name/, /Last name/, /Nationality/, /Passport number/])
      expect(dialog.getByRole('textbox', { name })).toBeInvalid();
    expect(dialog.getByRole('radiogroup')).toHaveAccessibleDescription('Choose a gender.');
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Zoë');
    expect(dialog.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(
      'Use the letters A to Z, spaces, hyphens and apostrophes only.',
    );
  });

  it('keeps the dialog open with what was typed when the traveler cannot be saved', async () => {
    const onAddTraveler = fn((): Promise<TravelerProfile | undefined> =>
      Promise.resolve(undefined),
    );
    render(<EditOneAdult onAddTraveler={onAddTraveler} />);
    await userEvent.selectOptions(passenger('Adult'), 'Add a new traveler');
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a traveler: Adult' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Ada');
    await userEvent.type(dialog.getByRole('textbox', { name: /Last name/ }), 'Byron');
    await userEvent.type(dialog.getByLabelText(/Date of birth/), '1985-12-10');
    await userEvent.click(dialog.getByRole('radio', { name: 'Female' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save traveler' }));
    expect(
      await dialog.findByText("We couldn't save this traveler. Please try again."),
    ).toBeVisible();
    expect(dialog.getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
  });

  it('puts the choice back and focus on the passenger when the dialog is cancelled', async () => {
    render(<EditFamily />);
    await userEvent.selectOptions(passenger('Adult 2'), 'Add a new traveler');
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a traveler: Adult 2' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(passenger('Adult 2')).toHaveDisplayValue('Sam Okafor');
    await waitFor(() => expect(passenger('Adult 2')).toHaveFocus());
  });

  it('shows who flies as whom in view mode, and asks to edit', async () => {
    const onEdit = fn();
    render(<View onEdit={onEdit} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getAllByRole('definition')[1]).toHaveTextContent('Sam OkaforNo passport on file');
    await userEvent.click(screen.getByRole('button', { name: 'Edit passengers' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(document.body).not.toHaveFocus();
  });

  it('lets nothing change while a call is in progress', () => {
    render(<Disabled />);
    for (const select of screen.getAllByRole('combobox')) expect(select).toBeDisabled();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit details of Ann Lee' })).toBeDisabled();
  });
});
