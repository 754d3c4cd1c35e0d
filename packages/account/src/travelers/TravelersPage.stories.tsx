import type { Meta, StoryObj } from '@storybook/react-vite';
import { unlistedRoutePaths } from '@wayfare/domain';
import { resetMockState, travelersHandlers } from '@wayfare/mocks';
import { http, HttpResponse } from 'msw';
import {
  bothTenantsModes,
  corporateTenant,
  dialogsClosed,
  fillIn,
  framedDocs,
  pageAt,
  playing,
  shownDialog,
  slow,
  storyTenant,
} from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  saveTravelerForm,
  shownNames,
  travelerCard,
  travelersLoaded,
} from './testing/travelersStoryPlay';
import { travelersRoutes } from './travelersRoutes';

const meta = {
  // Shot and checked on both tenants (vitest.config.ts, visual/stories.spec.ts).
  tags: ['tenants'],
  title: 'Pages/Account/TravelersPage',
  parameters: {
    chromatic: bothTenantsModes,
    layout: 'fullscreen',
    docs: framedDocs(),
  },
  render: () => pageAt(travelersRoutes, unlistedRoutePaths.travelers),
  // Each story starts from the fake backend's first state: adds and deletes persist otherwise.
  beforeEach: () => {
    resetMockState();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (name: string) => within(travelerCard(name));

// ---------------------------------------------------------------------------------------------
// STATES §15 Travelers

/**
 * travelers/list: the saved travelers, sorted by given name, then surname; on the corporate tenant
 * the company's users merged in (canViewUsers) and the default traveler marked.
 */
export const List: Story = {
  parameters: playing('travelers/list'),
  play: async (context) => {
    await travelersLoaded();
    await expect(card('Ada Lovelace').getByText('ada.lovelace@example.com')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Edit Ada Lovelace' })).toBeVisible();
    if (storyTenant(context) === 'corporate') {
      await expect(screen.getByText("The list includes your company's users.")).toBeVisible();
      const names = shownNames();
      await expect(names).toContain('Barbara Liskov');
      await expect(names).toContain('Edsger Dijkstra');
      await expect(names.indexOf('Barbara Liskov')).toBeLessThan(names.indexOf('Charles Babbage'));
      await expect(card('Grace Hopper').getByText('Default profile')).toBeVisible();
      return;
    }
    await expect(shownNames()).toEqual([
      'Ada Lovelace',
      'Alan Turing',
      'Charles Babbage',
      'Grace Hopper',
      'Hedy Lamarr',
      'John von Neumann',
      'Katherine Johnson',
      'Mary Shelley',
      'Percy Shelley',
    ]);
    await expect(screen.queryByText("The list includes your company's users.")).toBeNull();
  },
};

/** travelers/empty: no saved traveler. */
export const Empty: Story = {
  parameters: playing('travelers/empty'),
  play: async () => {
    await travelersLoaded();
    await expect(screen.getByText('You have no saved travelers yet.')).toBeVisible();
    await expect(screen.queryAllByRole('article')).toHaveLength(0);
  },
};

/** travelers/placeholder: users with no traveler get a placeholder, marked missing info. */
export const Placeholder: Story = {
  parameters: playing('travelers/placeholder'),
  // The user list is fetched on the corporate tenant only (platform §6).
  globals: corporateTenant,
  tags: ['!tenants'],
  play: async () => {
    await travelersLoaded();
    for (const name of ['Barbara Liskov', 'Edsger Dijkstra', 'Grace Hopper']) {
      await expect(card(name).getByText('Missing info')).toBeVisible();
      // 1870-01-01 stands for no date of birth.
      await expect(card(name).getByText('Not given')).toBeVisible();
      await expect(card(name).queryByRole('button')).toBeNull();
    }
    await expect(screen.getByRole('button', { name: 'Edit Ada Lovelace' })).toBeVisible();
  },
};

/** travelers/missing-info: a traveler flagged missing info. */
export const MissingInfo: Story = {
  parameters: playing('travelers/missing-info'),
  play: async () => {
    await travelersLoaded();
    await expect(card('John von Neumann').getByText('Missing info')).toBeVisible();
    await expect(card('Ada Lovelace').queryByText('Missing info')).toBeNull();
  },
};

/** travelers/private-profile: a private profile. */
export const PrivateProfile: Story = {
  parameters: playing('travelers/private-profile'),
  play: async () => {
    await travelersLoaded();
    await expect(card('Hedy Lamarr').getByText('Private profile')).toBeVisible();
    await expect(card('Ada Lovelace').queryByText('Private profile')).toBeNull();
  },
};

/** travelers/default-profile: the corporate default traveler marked. */
export const DefaultProfile: Story = {
  parameters: playing('travelers/default-profile'),
  play: async () => {
    await travelersLoaded();
    await expect(card('Grace Hopper').getByText('Default profile')).toBeVisible();
    await expect(card('Ada Lovelace').queryByText('Default profile')).toBeNull();
  },
};

/** travelers/ghost-user: a ghost user. */
export const GhostUser: Story = {
  parameters: playing('travelers/ghost-user'),
  play: async () => {
    await travelersLoaded();
    await expect(card('Katherine Johnson').getByText('Ghost user')).toBeVisible();
  },
};

/** travelers/hidden-ids: the corporate hiddenTravelerIds are left out. */
export const HiddenIds: Story = {
  parameters: playing('travelers/hidden-ids'),
  globals: corporateTenant,
  tags: ['!tenants'],
  play: async () => {
    await travelersLoaded();
    await expect(shownNames()).not.toContain('Charles Babbage');
    await expect(shownNames()).toContain('Ada Lovelace');
  },
};

/** travelers/no-view-users: without canViewUsers, own travelers only. */
export const NoViewUsers: Story = {
  parameters: playing('travelers/no-view-users'),
  globals: corporateTenant,
  tags: ['!tenants'],
  play: async () => {
    await travelersLoaded();
    await expect(shownNames()).not.toContain('Edsger Dijkstra');
    await expect(shownNames()).not.toContain('Barbara Liskov');
    await expect(screen.queryByText("The list includes your company's users.")).toBeNull();
  },
};

/** travelers/loyalty: hotel loyalty and frequent-flyer numbers; an emptied number removes its program. */
export const Loyalty: Story = {
  parameters: playing('travelers/loyalty'),
  play: async () => {
    await travelersLoaded();
    const charles = card('Charles Babbage');
    await expect(
      charles.getByText('Marriott Bonvoy 880014417, Hilton Honors 1029384756'),
    ).toBeVisible();
    await expect(charles.getByText('AC 123456789, UA MP4471920')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Charles Babbage' }));
    const form = await shownDialog('Edit traveler');
    // About 37 programs to choose from, less the two saved.
    const programs = form.getByRole('combobox', { name: 'Add a hotel loyalty program' });
    await expect(within(programs).getAllByRole('option').length).toBeGreaterThanOrEqual(36);
    await userEvent.clear(form.getByRole('textbox', { name: 'Hilton Honors number' }));
    await userEvent.clear(form.getByRole('textbox', { name: 'UA frequent flyer number' }));
    await saveTravelerForm(form);
    await expect(await screen.findByText('Charles Babbage was saved.', {}, slow)).toBeVisible();
    await waitFor(
      () => expect(card('Charles Babbage').getByText('Marriott Bonvoy 880014417')).toBeVisible(),
      slow,
    );
    await expect(card('Charles Babbage').getByText('AC 123456789')).toBeVisible();
  },
};

/** travelers/passport: GB is saved with the person; GBR would not be, and the form says so. */
export const Passport: Story = {
  parameters: playing('travelers/passport'),
  play: async () => {
    await travelersLoaded();
    await expect(
      card('Mary Shelley').getByText('Issued by GB, expires May 14, 2031'),
    ).toBeVisible();
    await expect(card('Percy Shelley').getByText('Issued by GBR')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Percy Shelley' }));
    const form = await shownDialog('Edit traveler');
    const country = form.getByRole('textbox', { name: 'Country of issue' });
    await expect(country).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(country);
    await userEvent.type(country, 'gb');
    await expect(country).toHaveValue('GB');
    await expect(country).toHaveAttribute('aria-invalid', 'false');
    await saveTravelerForm(form);
    await waitFor(
      () => expect(card('Percy Shelley').getByText('Issued by GB')).toBeVisible(),
      slow,
    );
  },
};

/** travelers/assistance: every special-assistance code. */
export const Assistance: Story = {
  parameters: playing('travelers/assistance'),
  play: async () => {
    await travelersLoaded();
    await expect(
      card('Alan Turing').getByText(
        'BLND, DEAF, STCR, WCHR, WCHS, WCHC, WCBD, WCBW, WCLB, WCMP, WCOB',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Alan Turing' }));
    const form = await shownDialog('Edit traveler');
    await expect(form.getByRole('checkbox', { name: /\(WCOB\)/ })).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
    // Focus goes back to the button that opened the form.
    await expect(screen.getByRole('button', { name: 'Edit Alan Turing' })).toHaveFocus();
  },
};

// ---------------------------------------------------------------------------------------------
// Adding, editing and deleting

/** Adding a traveler to an empty list: the form checks, saves, and the card appears. */
export const AddTraveler: Story = {
  parameters: playing('travelers/empty'),
  play: async () => {
    await travelersLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Add a traveler' }));
    const form = await shownDialog('Add a traveler');
    await userEvent.click(form.getByRole('button', { name: 'Save traveler' }));
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await fillIn(form.getByRole('textbox', { name: 'First name' }), 'Grace');
    await fillIn(form.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await userEvent.type(form.getByLabelText(/Date of birth/), '1976-12-09');
    await userEvent.click(form.getByRole('radio', { name: 'Female' }));
    await fillIn(form.getByRole('textbox', { name: 'Email' }), 'grace.hopper@example.com');
    await saveTravelerForm(form);
    await expect(await screen.findByText('Grace Hopper was saved.', {}, slow)).toBeVisible();
    const grace = within(await screen.findByRole('article', { name: 'Grace Hopper' }, slow));
    await expect(grace.getByText('Dec 9, 1976')).toBeVisible();
    await expect(grace.getByText('grace.hopper@example.com')).toBeVisible();
  },
};

/** Editing a traveler's name: the list follows, sorted again. */
export const EditTraveler: Story = {
  parameters: playing('travelers/missing-info'),
  play: async () => {
    await travelersLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Edit John von Neumann' }));
    const form = await shownDialog('Edit traveler');
    const firstName = form.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveValue('John');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Alonzo');
    await userEvent.click(form.getByRole('radio', { name: 'Male' }));
    await saveTravelerForm(form);
    await waitFor(() => expect(shownNames()).toEqual(['Ada Lovelace', 'Alonzo von Neumann']), slow);
  },
};

/** The save fails: the form stays open with what was typed, and says so. */
export const AddTravelerSaveFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        travelers: [
          http.put('*/api/v0/passengers/update', () =>
            HttpResponse.json({ message: 'Mock error 500' }, { status: 500 }),
          ),
          ...travelersHandlers({ travelers: [], users: [] }),
        ],
      },
    },
  },
  play: async () => {
    await travelersLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Add a traveler' }));
    const form = await shownDialog('Add a traveler');
    await fillIn(form.getByRole('textbox', { name: 'First name' }), 'Grace');
    await fillIn(form.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await userEvent.type(form.getByLabelText(/Date of birth/), '1976-12-09');
    await userEvent.click(form.getByRole('radio', { name: 'Female' }));
    await userEvent.click(form.getByRole('button', { name: 'Save traveler' }));
    await expect(
      await form.findByText("We couldn't save this traveler. Please try again.", {}, slow),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
  },
};

/** Deleting asks first; Cancel keeps the traveler, Delete removes it. */
export const DeleteTraveler: Story = {
  parameters: playing('travelers/ghost-user'),
  play: async () => {
    await travelersLoaded();
    const remove = screen.getByRole('button', { name: 'Delete Katherine Johnson' });
    await userEvent.click(remove);
    let dialog = await shownDialog('Delete Katherine Johnson?');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.click(remove);
    dialog = await shownDialog('Delete Katherine Johnson?');
    await expect(
      dialog.getByText('Katherine Johnson will be removed from your saved travelers.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await dialogsClosed();
    await expect(await screen.findByText('Katherine Johnson was deleted.', {}, slow)).toBeVisible();
    await waitFor(() => expect(shownNames()).toEqual(['Ada Lovelace']), slow);
    // The card is gone: focus goes to "Add a traveler".
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add a traveler' })).toHaveFocus(),
    );
  },
};
