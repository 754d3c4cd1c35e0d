import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  flightPassengerSlots,
  flightTravelerProblemTexts,
  type NewFlightTraveler,
  type TravelerProfile,
} from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  storyDomesticTrip,
  storyFlightTravelers,
  storyInternationalTrip,
  storySavedTraveler,
} from '../testing/storyFlightTravelers';
import { FlightPassengersStep } from './FlightPassengersStep';

const oneAdult = flightPassengerSlots({ adults: 1, children: 0, seatedInfants: 0, lapInfants: 0 });
const family = flightPassengerSlots({ adults: 2, children: 1, seatedInfants: 0, lapInfants: 1 });
const savedContact = { email: 'ann@example.com', phone: '416 555 0134' };

const meta = {
  title: 'Components/Flights/FlightPassengersStep',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: FlightPassengersStep,
  parameters: { layout: 'padded' },
  args: {
    mode: 'edit',
    slots: oneAdult,
    travelers: storyFlightTravelers,
    chosenTravelerIds: [],
    contact: { email: '', phone: '' },
    trip: storyDomesticTrip,
    onSave: fn(),
    onEdit: fn(),
    // The page saves the new traveler to the account; the stories answer at once.
    onAddTraveler: fn((newTraveler: NewFlightTraveler): Promise<TravelerProfile | undefined> =>
      Promise.resolve(storySavedTraveler(newTraveler)),
    ),
    onUpdateTraveler: fn((traveler: TravelerProfile): Promise<TravelerProfile | undefined> =>
      Promise.resolve(traveler),
    ),
    anchorId: 'passengers-section',
  },
} satisfies Meta<typeof FlightPassengersStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const passenger = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('combobox', { name: label });
const field = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('textbox', { name });
const saveAndContinue = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Save & Continue' }));

/** One adult: choose a saved traveler, enter the contact, Save & Continue. */
export const EditOneAdult: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: "Who's flying?" }),
    ).toHaveAttribute('id', 'passengers-section');
    await userEvent.selectOptions(passenger(canvasElement, 'Adult'), 'Ann Lee');
    await userEvent.type(field(canvasElement, /Email/), 'ann@example.com');
    await userEvent.type(field(canvasElement, /Phone/), '416 555 0134');
    await saveAndContinue(canvasElement);
    await expect(args.onSave).toHaveBeenCalledWith({
      travelerIds: ['t-ann'],
      contact: savedContact,
    });
  },
};

/** Two adults, a child of 7 and an infant of 1 on a lap, chosen already: each offered once. */
export const EditFamily: Story = {
  args: {
    slots: family,
    chosenTravelerIds: ['t-ann', 't-sam', 't-maya', 't-noah'],
    contact: savedContact,
  },
  play: async ({ canvasElement, args }) => {
    const options = within(passenger(canvasElement, 'Adult 2'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    // Leo is chosen by nobody, Sam here; the others fly as other passengers.
    await expect(options).toEqual([
      'Choose a traveler',
      'Leo Lee',
      'Sam Okafor',
      'Add a new traveler',
    ]);
    await saveAndContinue(canvasElement);
    await expect(args.onSave).toHaveBeenCalledWith({
      travelerIds: ['t-ann', 't-sam', 't-maya', 't-noah'],
      contact: savedContact,
    });
  },
};

/** A child of 3 on a lap: Save & Continue says so at the infant, which takes focus. */
export const LapInfantTooOld: Story = {
  args: {
    slots: family,
    chosenTravelerIds: ['t-ann', 't-sam', 't-maya', 't-leo'],
    contact: savedContact,
  },
  play: async ({ canvasElement, args }) => {
    await saveAndContinue(canvasElement);
    const infant = passenger(canvasElement, 'Infant on a lap');
    await expect(infant).toBeInvalid();
    await expect(infant).toHaveAccessibleDescription(flightTravelerProblemTexts.LapInfantTooOld);
    await expect(infant).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Across a border, an adult with no passport nor nationality on file. */
export const International: Story = {
  args: { trip: storyInternationalTrip, chosenTravelerIds: ['t-sam'], contact: savedContact },
  play: async ({ canvasElement, args }) => {
    await saveAndContinue(canvasElement);
    const adult = passenger(canvasElement, 'Adult');
    await expect(adult).toBeInvalid();
    await expect(adult).toHaveAccessibleDescription(
      `${flightTravelerProblemTexts.MissingPassport} ${flightTravelerProblemTexts.MissingNationality}`,
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** "Edit details" adds the missing passport: the problem clears and the save goes through. */
export const EditDetails: Story = {
  args: International.args,
  play: async ({ canvasElement, args }) => {
    await saveAndContinue(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Edit details of Sam Okafor' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Edit details of Sam Okafor' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Nationality/ }), 'ng');
    await userEvent.type(dialog.getByRole('textbox', { name: /Passport number/ }), 'a12345678');
    await userEvent.type(dialog.getByRole('textbox', { name: /Country of issue/ }), 'NG');
    await userEvent.type(dialog.getByLabelText(/Expiration date/), '2030-06-30');
    await userEvent.click(dialog.getByRole('button', { name: 'Save traveler' }));
    await expect(args.onUpdateTraveler).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 't-sam',
        nationality: 'NG',
        passport: { countryOfIssue: 'NG', number: 'A12345678', expiration: '2030-06-30' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(passenger(canvasElement, 'Adult')).toHaveFocus());
    await expect(passenger(canvasElement, 'Adult')).toBeValid();
    await saveAndContinue(canvasElement);
    await expect(args.onSave).toHaveBeenCalledWith({
      travelerIds: ['t-sam'],
      contact: savedContact,
    });
  },
};

/** "Add a new traveler" opens the dialog; the saved traveler is chosen for the passenger. */
export const AddNewTraveler: Story = {
  args: { contact: savedContact },
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(passenger(canvasElement, 'Adult'), 'Add a new traveler');
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a traveler: Adult' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Ada');
    await userEvent.type(dialog.getByRole('textbox', { name: /Last name/ }), 'Byron');
    await userEvent.type(dialog.getByLabelText(/Date of birth/), '1985-12-10');
    await userEvent.click(dialog.getByRole('radio', { name: 'Female' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save traveler' }));
    await expect(args.onAddTraveler).toHaveBeenCalledWith({
      givenName: 'Ada',
      surname: 'Byron',
      dateOfBirth: '1985-12-10',
      gender: 'F',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(passenger(canvasElement, 'Adult')).toHaveDisplayValue('Ada Byron');
    await waitFor(() => expect(passenger(canvasElement, 'Adult')).toHaveFocus());
  },
};

/** View mode after Save & Continue, across a border: who flies as whom, and their passports. */
export const View: Story = {
  args: {
    mode: 'view',
    slots: family,
    trip: storyInternationalTrip,
    chosenTravelerIds: ['t-ann', 't-sam', 't-maya', 't-noah'],
    contact: savedContact,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Adult 1',
      'Adult 2',
      'Child',
      'Infant on a lap',
      'Email',
      'Phone',
    ]);
    await expect(canvas.getAllByRole('definition').map((detail) => detail.textContent)).toEqual([
      'Ann LeePassport on file',
      'Sam OkaforNo passport on file',
      'Maya LeePassport on file',
      'Noah LeePassport on file',
      'ann@example.com',
      '416 555 0134',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit passengers' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** A call is in progress: every field and button is disabled. */
export const Disabled: Story = {
  args: {
    slots: family,
    chosenTravelerIds: ['t-ann', 't-sam', 't-maya', 't-noah'],
    contact: savedContact,
    disabled: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const select of canvas.getAllByRole('combobox')) await expect(select).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(field(canvasElement, /Email/)).toBeDisabled();
  },
};
