import type { Meta, StoryObj } from '@storybook/react-vite';
import { confirmationTexts, routePaths, treesModalText } from '@wayfare/domain';
import type { ScenarioId } from '@wayfare/mocks';
import {
  consumerTenant,
  corporateTenant,
  framedDocs,
  pageAt,
  playing,
} from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { homesRoutes } from '../routes/homesRoutes';
import { bookedReservationId } from '../storybook/bookedReservation';

interface ConfirmationAtProps {
  /** What the checkout hands over in the history entry's state. */
  readonly state?: { readonly email?: string; readonly earnText?: string };
  /** Open the page without a reservation id. */
  readonly withoutReservation?: boolean;
}

const meta = {
  title: 'Pages/Homes/ConfirmationPage',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  args: { state: { email: 'ada@example.com', earnText: 'Earn 24,329 miles on this booking' } },
  loaders: [async () => ({ reservationId: await bookedReservationId() })],
  render: ({ state, withoutReservation }, { loaded }) =>
    pageAt(homesRoutes(), {
      pathname: routePaths.vacationRentalConfirm,
      search: withoutReservation ? '' : `?reservationId=${String(loaded.reservationId)}`,
      state,
    }),
} satisfies Meta<ConfirmationAtProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const scenario = (id: ScenarioId) => playing(id);
const title = () => screen.findByRole('heading', { level: 1, name: confirmationTexts.title });

/** STATES `confirmation/success`: every text of the page, the number and what to book next. */
export const Success: Story = {
  parameters: scenario('confirmation/success'),
  play: async ({ canvasElement, loaded }) => {
    await title();
    const page = within(canvasElement);
    await expect(page.getByText(confirmationTexts.banner)).toBeVisible();
    await expect(page.getByText(confirmationTexts.emailSent('ada@example.com'))).toBeVisible();
    await expect(
      page.getByText(confirmationTexts.confirmationNumber(String(loaded.reservationId))),
    ).toBeVisible();
    await expect(page.getByText('Earn 24,329 miles on this booking')).toBeVisible();
    await expect(page.getByRole('heading', { name: confirmationTexts.whatsNext })).toBeVisible();
    await expect(page.getByRole('link', { name: /Book a Flight/ })).toHaveAttribute(
      'href',
      '/flights/',
    );
    await expect(page.getByRole('link', { name: /Rent a Car/ })).toHaveAttribute(
      'href',
      routePaths.cars,
    );
  },
};

/** The corporate tenant's look of this page: the file's plays pin the consumer tenant. */
export const Corporate: Story = { ...Success, globals: corporateTenant };

/** Opened without the checkout's hand-over (a new tab): the signed-in user's email. */
export const WithoutHandOver: Story = {
  parameters: scenario('confirmation/success'),
  args: { state: {} },
  play: async ({ canvasElement }) => {
    await title();
    await expect(
      within(canvasElement).getByText(/^An email confirmation will be sent to .+@/),
    ).toBeVisible();
  },
};

/** STATES `confirmation/premier`: the Premier Collection's themed confirmation. */
export const Premier: Story = {
  parameters: scenario('confirmation/premier'),
  play: async ({ canvasElement }) => {
    await title();
    await expect(within(canvasElement).getByText('Premier Collection')).toBeVisible();
  },
};

/** STATES `confirmation/lifestyle`: the Lifestyle Collection's themed confirmation. */
export const Lifestyle: Story = {
  parameters: scenario('confirmation/lifestyle'),
  play: async ({ canvasElement }) => {
    await title();
    await expect(within(canvasElement).getByText('Lifestyle Collection')).toBeVisible();
  },
};

/** STATES `confirmation/trees`: the trees modal, 2 trees and a $0.25 donation per booking. */
export const Trees: Story = {
  parameters: scenario('confirmation/trees'),
  play: async ({ canvasElement }) => {
    await title();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Learn more/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent(treesModalText);
    // Escape closes it. A modal over a full-page screenshot sits wherever the page had scrolled
    // to reach the button, which varies from run to run; the modal has its own stories in ui.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** experiment/trees/on: the trees modal is offered on the confirmation page. */
export const TreesOn: Story = {
  parameters: scenario('experiment/trees/on'),
  play: async ({ canvasElement }) => {
    await title();
    await expect(within(canvasElement).getByRole('button', { name: /Learn more/ })).toBeVisible();
  },
};

/** experiment/trees/off: no trees modal. */
export const TreesOff: Story = {
  parameters: scenario('experiment/trees/off'),
  play: async ({ canvasElement }) => {
    await title();
    await expect(within(canvasElement).queryByRole('button', { name: /Learn more/ })).toBeNull();
  },
};

/** STATES `confirmation/no-earn`: the checkout of a non-primary consumer account hands over no earn string. */
export const NoEarn: Story = {
  parameters: scenario('confirmation/no-earn'),
  args: { state: { email: 'ada@example.com' } },
  play: async ({ canvasElement }) => {
    await title();
    await expect(within(canvasElement).queryByText(/miles on this booking/)).toBeNull();
  },
};

/** STATES `confirmation/no-reservation`: the page goes to the landing path. */
export const NoReservation: Story = {
  parameters: scenario('confirmation/no-reservation'),
  args: { withoutReservation: true },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Landing page' }),
    ).toBeVisible();
  },
};
