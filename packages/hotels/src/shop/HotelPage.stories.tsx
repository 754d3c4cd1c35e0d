import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, framedDocs, pageAt, playing } from '@wayfare/test-kit/storybook';
import { cancellationTypeLabelTexts } from '@wayfare/domain';
import { expect, screen, within } from 'storybook/test';
import { hotelsRoutes } from '../routes/hotelsRoutes';
import { hotelPageTexts } from './hotelPageTexts';

function HotelPageAt({ path }: { readonly path: string }) {
  return pageAt(hotelsRoutes(), path);
}

const lakefrontPath =
  '/stays/shop/?lodgingId=hotel-the-lakefront-grand&placeTerm=Chicago%2C+IL&fromDate=2026-08-10&untilDate=2026-08-13&adultsCount=2&childrenCount=0&roomsCount=1';

const meta = {
  title: 'Pages/Hotels/HotelPage',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: HotelPageAt,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  args: { path: lakefrontPath },
} satisfies Meta<typeof HotelPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The room cards: the regions named by a room (the page's own sections have an h2). */
const rooms = async () => {
  await screen.findByRole('heading', { level: 2, name: hotelPageTexts.rooms });
  return screen
    .getAllByRole('region')
    .filter(
      (region) =>
        within(region).queryAllByRole('heading', { level: 2 }).length === 0 &&
        within(region).queryAllByRole('button', { name: hotelPageTexts.select }).length > 0,
    );
};
const refundableRates = (scope: HTMLElement) =>
  within(scope).queryAllByRole('heading', { level: 4, name: cancellationTypeLabelTexts.Cfar });
const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

/**
 * hotels/room-select/refundable: beside each room's cheapest rate, its refundable variant. Its
 * numbers: the room's sell rate plus the premium is the variant's sell rate, and the premium a
 * night is the premium ÷ 3 nights rounded up to the cent (products §4).
 */
export const Refundable: Story = {
  parameters: playing('hotels/room-select/refundable'),
  play: async () => {
    const [first] = await rooms();
    if (!first) throw new Error('No room');
    const [variant] = refundableRates(first);
    const rate = variant?.closest('li');
    if (!rate) throw new Error('No refundable variant');
    const amount = (term: string) =>
      dollars(within(rate).getByText(term).nextElementSibling?.textContent ?? '');
    const room = amount(hotelPageTexts.roomRate(3));
    const premium = amount(hotelPageTexts.premium);
    await expect(amount(hotelPageTexts.roomWithPremium)).toBeCloseTo(room + premium, 2);
    const perNight = dollars(within(rate).getByText(/to cancel for any reason$/).textContent ?? '');
    await expect(perNight).toBe(Math.ceil((premium * 100) / 3) / 100);
    await expect(within(rate).getByText(/80% back/)).toBeVisible();
  },
};

/** hotels/room-select/default-only: no quote, so the default rates alone. */
export const DefaultOnly: Story = {
  parameters: playing('hotels/room-select/default-only'),
  play: async () => {
    for (const room of await rooms()) await expect(refundableRates(room)).toHaveLength(0);
  },
};

/** hotels/room-select/v1-not-issuer-refundable: V1 quotes the issuer does not stand behind. */
export const V1NotIssuerRefundable: Story = {
  ...DefaultOnly,
  parameters: playing('hotels/room-select/v1-not-issuer-refundable'),
};

/** hotels/room-select/legacy-policy-disallows: the older model on fully refundable rates only. */
export const LegacyPolicyDisallows: Story = {
  ...DefaultOnly,
  parameters: playing('hotels/room-select/legacy-policy-disallows'),
};

/** hotels/room-select/legacy-cheaper-later: the next rate is cheaper than this one plus the premium. */
export const LegacyCheaperLater: Story = {
  ...DefaultOnly,
  parameters: playing('hotels/room-select/legacy-cheaper-later'),
};

/** hotels/room-select/one-per-room: every rate quoted, one variant a room. */
export const OnePerRoom: Story = {
  parameters: playing('hotels/room-select/one-per-room'),
  play: async () => {
    for (const room of await rooms()) await expect(refundableRates(room)).toHaveLength(1);
  },
};

/** hotels/room-select/scenario-flag: the premium is not refunded beside a partially refundable option. */
export const ScenarioFlag: Story = {
  parameters: playing('hotels/room-select/scenario-flag'),
  play: async () => {
    for (const room of await rooms())
      await expect(within(room).getByText(hotelPageTexts.scenarioFlag)).toBeVisible();
  },
};

/** hotels/room-select/price-freeze-offer: each rate offers a freeze of 72 hours, shown as 3 days. */
export const PriceFreezeOffer: Story = {
  parameters: playing('hotels/room-select/price-freeze-offer'),
  play: async () => {
    await rooms();
    await expect(
      screen.getAllByText(/^Freeze this price for 3 days for \$/).length,
    ).toBeGreaterThan(0);
  },
};

/** hotelBookType=Miles: the prices in the header's rewards account too. */
export const BookTypeMiles: Story = {
  args: { path: `${lakefrontPath}&hotelBookType=Miles` },
  parameters: playing('hotels/room-select/refundable'),
  play: async () => {
    await rooms();
    // The header's rewards account arrives after the rooms: the miles follow it.
    const [nightly] = await screen.findAllByText(/ or [\d,]+ miles \/ night$/);
    await expect(nightly).toBeVisible();
  },
};

/** A hotel the backend does not have: the page says so and leads back to the hotels. */
export const NotFound: Story = {
  args: { path: lakefrontPath.replace('hotel-the-lakefront-grand', 'hotel-nowhere') },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: hotelPageTexts.notFoundTitle }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: hotelPageTexts.backToSearch })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/stays\/availability\/\?placeTerm=Chicago/),
    );
  },
};
