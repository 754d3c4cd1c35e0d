import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  flightCancelPolicyNextStep,
  type FlightCancelInfo,
  type FlightCancellationResolution,
} from '@wayfare/domain';
import { expect, fn } from 'storybook/test';
import { definitionsOf } from '../../../../wallet/testing/definitionsOf';
import { offerInfo, storyResolutionOffers } from '../../testing/flightCancelStoryOffers';
import { stepShown } from '@wayfare/test-kit/storybook';
import type { FlightCancellationDialog } from './FlightCancellationDialog';
import defaultMeta from './FlightCancellationDialog.stories';
import { whatComesBackText } from './flightCancelOfferLines';
import {
  flightCancellationTexts as texts,
  flightCancelPolicyTexts,
} from './flightCancellationTexts';

const meta = {
  ...defaultMeta,
  title: 'Components/Trips/FlightCancellation/Resolutions',
} satisfies Meta<typeof FlightCancellationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Info = () => Promise<FlightCancelInfo>;

/** The button each way forward of the policy step shows (none where nothing can be done). */
const nextButton = {
  confirm: texts.continue,
  nonrefundable: texts.continue,
  contactSupport: texts.contactSupport,
  contactAirline: texts.contactAirline,
  wait: undefined,
} as const;

/**
 * The policy step of an offer with this resolution (products §4 "Resolution scenarios"): what
 * comes back in words, with the offer's amounts, and the way forward the resolution leaves.
 */
function resolutionStory(resolution: FlightCancellationResolution): Story {
  const offer = storyResolutionOffers[resolution];
  return {
    args: { onInfo: fn<Info>(() => Promise.resolve(offerInfo(offer))) },
    play: async () => {
      const dialog = await stepShown(texts.policyHeading);
      await expect(dialog.getByText(flightCancelPolicyTexts[offer.policyType])).toBeVisible();
      await expect(dialog.getByText(whatComesBackText(offer, 'en-US'))).toBeVisible();
      if (offer.travelCredit) {
        await expect(definitionsOf(document.body, texts.travelCreditUseBy)).toEqual([
          'Jul 1, 2027',
        ]);
      }
      const next = nextButton[flightCancelPolicyNextStep(offer)];
      if (next === undefined) {
        await expect(dialog.getByText(texts.waitNote)).toBeVisible();
        await expect(dialog.getByRole('button', { name: texts.close })).toBeEnabled();
      } else {
        await expect(dialog.getByRole('button', { name: next })).toBeEnabled();
      }
    },
  };
}

/** cfar cash: cancel for any reason refunds part of a non-refundable fare to the card. */
export const CfarCash = resolutionStory('CfarCash');
/** cfar ftc: cancel for any reason gives the fare as an airline travel credit. */
export const CfarFtc = resolutionStory('CfarFtc');
/** with penalty: the fare less the airline's fee. */
export const WithPenalty = resolutionStory('WithPenalty');
/** cash or ftc: a refund or a credit, the traveler chooses. */
export const CashOrFtc = resolutionStory('CashOrFtc');
/** ticketed void: voided within the void window, all of it back. */
export const TicketedVoid = resolutionStory('TicketedVoid');
/** airline full refund: the airline refunds it all. */
export const AirlineFullRefund = resolutionStory('AirlineFullRefund');
/** airline partial refund or cash: part of it to the card, or all of it as a credit. */
export const AirlinePartialRefundOrCash = resolutionStory('AirlinePartialRefundOrCash');
/** too close to departure: only an agent can help now. */
export const TooCloseToDeparture = resolutionStory('TooCloseToDeparture');
/** contact customer service: an agent works out what comes back. */
export const ContactCustomerService = resolutionStory('ContactCustomerService');
/** cancellation pending: a refund the airline is already processing; nothing to do. */
export const CancellationPending = resolutionStory('CancellationPending');
/** error: nothing could be worked out online; an agent can. */
export const ResolutionError: Story = { ...resolutionStory('Error'), name: 'Error' };
