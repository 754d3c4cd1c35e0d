import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { mockServer, recordRequests, type RecordedRequest } from '@wayfare/test-kit/server';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as stories from './TravelersPage.stories';

const { List, NoViewUsers, Empty, DefaultProfile } = composeStories(stories);
const { List: ListCorporate } = composeStories(stories, {
  initialGlobals: { tenant: 'corporate' },
});

const { server, play } = mockServer();
const slow = { timeout: 10000 };
/** What the page sent to the fake backend in this test. */
let sent: RecordedRequest[] = [];
beforeEach(() => {
  sent = recordRequests(server, '*/api/v0/*');
});
/** The bodies the page sent to a path under /api/v0/. */
const sentTo = (path: string) =>
  sent.filter((request) => request.path === `/api/v0/${path}`).map(({ body }) => body);
const failing = (method: 'put' | 'post', path: string) =>
  server.use(
    http[method](`*/api/v0/${path}`, () =>
      HttpResponse.json({ message: 'Mock error 500' }, { status: 500 }),
    ),
  );

const names = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const loaded = () => screen.findByRole('heading', { level: 1, name: 'Travelers' }, slow);
async function openForm(user: ReturnType<typeof userEvent.setup>, button: string) {
  const opener = await screen.findByRole('button', { name: button }, slow);
  // "Add a traveler" waits, disabled, for the list: on a busy machine it can still be loading.
  await waitFor(() => expect(opener).toBeEnabled(), slow);
  await user.click(opener);
  return within(await screen.findByRole('dialog'));
}
async function fillNewTraveler(
  user: ReturnType<typeof userEvent.setup>,
  form: Awaited<ReturnType<typeof openForm>>,
) {
  await user.type(form.getByRole('textbox', { name: 'First name' }), 'Grace');
  await user.type(form.getByRole('textbox', { name: 'Last name' }), 'Hopper');
  await user.type(form.getByLabelText(/Date of birth/), '1976-12-09');
  await user.click(form.getByRole('radio', { name: 'Female' }));
}

describe('TravelersPage', () => {
  it('travelers/list: sorted by given name, then surname; the user list is not asked for on the consumer tenant', async () => {
    play('travelers/list');
    render(<List />);
    await loaded();
    await screen.findByRole('article', { name: 'Ada Lovelace' }, slow);
    expect(names()).toEqual([...names()].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
    expect(names()).toHaveLength(9);
    expect(sentTo('users/list')).toEqual([]);
  });

  it('travelers/list on the corporate tenant merges the users in', async () => {
    play('travelers/list');
    render(<ListCorporate />);
    await screen.findByRole('article', { name: 'Edsger Dijkstra' }, slow);
    expect(sentTo('users/list')).toHaveLength(1);
    expect(screen.getByText("The list includes your company's users.")).toBeInTheDocument();
  });

  it('travelers/default-profile: the list waits for the session, which marks the default traveler', async () => {
    play('travelers/default-profile');
    // The session answers after the traveler list: the list must not show without it.
    server.use(
      http.get('*/api/v0/userInfo', async () => {
        await delay(300);
        return undefined;
      }),
    );
    render(<DefaultProfile />);
    await loaded();
    expect(screen.queryByRole('article')).toBeNull();
    const grace = await screen.findByRole('article', { name: 'Grace Hopper' }, slow);
    expect(within(grace).getByText('Default profile')).toBeVisible();
  });

  it('travelers/no-view-users: own travelers only, the user list never fetched', async () => {
    play('travelers/no-view-users');
    render(<NoViewUsers />);
    await screen.findByRole('article', { name: 'Ada Lovelace' }, slow);
    expect(names()).not.toContain('Edsger Dijkstra');
    expect(sentTo('users/list')).toEqual([]);
  });

  it('adds a traveler: a 3-character country of issue keeps the passport back, empty loyalty entries go', async () => {
    play('travelers/empty');
    const user = userEvent.setup();
    render(<Empty />);
    await screen.findByText('You have no saved travelers yet.', {}, slow);
    const form = await openForm(user, 'Add a traveler');
    await fillNewTraveler(user, form);
    await user.type(form.getByRole('textbox', { name: 'Country of issue' }), 'USA');
    await user.type(form.getByRole('textbox', { name: 'Passport number' }), 'X1');
    await user.selectOptions(
      form.getByRole('combobox', { name: 'Add a hotel loyalty program' }),
      'World of Hyatt',
    );
    await user.click(form.getByRole('button', { name: 'Save traveler' }));
    await screen.findByRole('article', { name: 'Grace Hopper' }, slow);
    expect(sentTo('passengers/update')).toEqual([
      {
        person: {
          givenName: 'Grace',
          surname: 'Hopper',
          gender: 'F',
          dateOfBirth: '1976-12-09',
          assistance: [],
          frequentFlyer: {},
          hotelLoyalty: {},
        },
      },
    ]);
    expect(screen.getByText('Grace Hopper was saved.')).toBeInTheDocument();
  });

  it('travelers/passport: a 2-character country of issue is sent with the person', async () => {
    play('travelers/passport');
    const user = userEvent.setup();
    render(<List />);
    const form = await openForm(user, 'Edit Percy Shelley');
    const country = form.getByRole('textbox', { name: 'Country of issue' });
    await user.clear(country);
    await user.type(country, 'gb');
    await user.click(form.getByRole('button', { name: 'Save traveler' }));
    await waitFor(() => expect(sentTo('passengers/update')).toHaveLength(1));
    expect(sentTo('passengers/update')).toMatchObject([
      {
        person: {
          id: 'traveler-percy-shelley',
          passport: { countryOfIssue: 'GB', number: '533401999' },
        },
      },
    ]);
  });

  it('travelers/loyalty: an emptied number removes its entry; the others are kept', async () => {
    play('travelers/loyalty');
    const user = userEvent.setup();
    render(<List />);
    const form = await openForm(user, 'Edit Charles Babbage');
    await user.clear(form.getByRole('textbox', { name: 'Hilton Honors number' }));
    await user.clear(form.getByRole('textbox', { name: 'AC frequent flyer number' }));
    await user.click(form.getByRole('button', { name: 'Save traveler' }));
    await waitFor(() => expect(sentTo('passengers/update')).toHaveLength(1));
    expect(sentTo('passengers/update')).toMatchObject([
      {
        person: {
          hotelLoyalty: { MAR: { value: '880014417' } },
          frequentFlyer: { UA: { value: 'MP4471920' } },
        },
      },
    ]);
    await screen.findByText('Charles Babbage was saved.', {}, slow);
  });

  // personFieldLimits of @wayfare/domain: a field over its limit says so and nothing is sent.
  it('a 51-character name or a 10,000-character email: said at once, kept, and not sent', async () => {
    play('travelers/empty');
    const user = userEvent.setup();
    render(<Empty />);
    await screen.findByText('You have no saved travelers yet.', {}, slow);
    const form = await openForm(user, 'Add a traveler');
    await fillNewTraveler(user, form);
    const firstName = form.getByRole('textbox', { name: 'First name' });
    await user.type(firstName, 'G'.repeat(46));
    expect(firstName).toHaveAccessibleDescription('Enter at most 50 characters.');
    const email = form.getByRole('textbox', { name: 'Email' });
    const longEmail = `${'g'.repeat(9_988)}@example.com`;
    await user.click(email);
    await user.paste(longEmail);
    expect(email).toHaveAccessibleDescription('Email address must be 254 characters or fewer.');
    await user.click(form.getByRole('button', { name: 'Save traveler' }));
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveValue(`Grace${'G'.repeat(46)}`);
    expect(email).toHaveValue(longEmail);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(sentTo('passengers/update')).toEqual([]);
  });

  it('a passport or loyalty number over its limit is said, takes focus on Save, and is not sent', async () => {
    play('travelers/empty');
    const user = userEvent.setup();
    render(<Empty />);
    await screen.findByText('You have no saved travelers yet.', {}, slow);
    const form = await openForm(user, 'Add a traveler');
    await fillNewTraveler(user, form);
    const passportNumber = form.getByRole('textbox', { name: 'Passport number' });
    await user.click(passportNumber);
    await user.paste('P'.repeat(21));
    expect(passportNumber).toHaveAccessibleDescription('Enter at most 20 characters.');
    await user.type(form.getByRole('textbox', { name: 'Airline code' }), 'ua{Enter}');
    const ffNumber = form.getByRole('textbox', { name: 'UA frequent flyer number' });
    await user.paste('9'.repeat(31));
    expect(ffNumber).toHaveAccessibleDescription('Enter at most 30 characters.');
    await user.click(form.getByRole('button', { name: 'Save traveler' }));
    expect(passportNumber).toHaveFocus();
    expect(sentTo('passengers/update')).toEqual([]);
  });

  it('a failed save keeps the form open with what was typed', async () => {
    play('travelers/empty');
    failing('put', 'passengers/update');
    const user = userEvent.setup();
    render(<Empty />);
    const form = await openForm(user, 'Add a traveler');
    await fillNewTraveler(user, form);
    await user.click(form.getByRole('button', { name: 'Save traveler' }));
    expect(
      await form.findByText("We couldn't save this traveler. Please try again.", {}, slow),
    ).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('deletes a traveler after asking; the card goes', async () => {
    play('travelers/ghost-user');
    const user = userEvent.setup();
    render(<List />);
    await user.click(await screen.findByRole('button', { name: 'Delete Katherine Johnson' }, slow));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Katherine Johnson?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Katherine Johnson was deleted.', {}, slow);
    await waitFor(() => expect(names()).toEqual(['Ada Lovelace']));
    expect(sentTo('passengers/delete')).toEqual([{ personId: 'traveler-katherine-johnson' }]);
  });

  it('a failed delete says so and keeps the traveler', async () => {
    play('travelers/ghost-user');
    failing('post', 'passengers/delete');
    const user = userEvent.setup();
    render(<List />);
    await user.click(await screen.findByRole('button', { name: 'Delete Katherine Johnson' }, slow));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Katherine Johnson?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText("We couldn't delete this traveler. Please try again.", {}, slow),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(names()).toContain('Katherine Johnson');
  });

  it('a failed traveler list says so', async () => {
    play('travelers/list');
    failing('put', 'passengers/list');
    render(<List />);
    expect(
      await screen.findByText("We couldn't load your travelers. Please try again later.", {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a traveler' })).toBeDisabled();
  });
});
