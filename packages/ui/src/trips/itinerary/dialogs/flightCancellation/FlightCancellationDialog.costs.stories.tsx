import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FlightCancelInfo, FlightCancellationCostText } from '@wayfare/domain';
import { expect, fn } from 'storybook/test';
import { definitionsOf } from '../../../../wallet/testing/definitionsOf';
import {
  offerInfo,
  storyCostTextOffers,
  storyFlightCancelOffers,
} from '../../testing/flightCancelStoryOffers';
import { stepShown } from '@wayfare/test-kit/storybook';
import type { FlightCancellationDialog } from './FlightCancellationDialog';
import defaultMeta from './FlightCancellationDialog.stories';
import { flightCancellationTexts as texts } from './flightCancellationTexts';

const meta = {
  ...defaultMeta,
  title: 'Components/Trips/FlightCancellation/CostTexts',
} satisfies Meta<typeof FlightCancellationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Info = () => Promise<FlightCancelInfo>;

/** The policy step's cost line, in the spec's words (products §8 "Cost texts"). */
function costStory(cost: FlightCancellationCostText): Story {
  return {
    args: { onInfo: fn<Info>(() => Promise.resolve(offerInfo(storyCostTextOffers[cost]))) },
    play: async () => {
      await stepShown(texts.policyHeading);
      await expect(definitionsOf(document.body, texts.cost)).toEqual([cost]);
    },
  };
}

/** 'Non-refundable': the fare gives nothing back. */
export const NonRefundable = costStory('Non-refundable');
/** 'Contact support': an agent says what it costs. */
export const ContactSupport = costStory('Contact support');
/** 'Free': cancelling costs nothing. */
export const Free = costStory('Free');
/** 'Contact airline': the airline says what it costs. */
export const ContactAirline = costStory('Contact airline');

/** A fee: the amount the airline keeps. */
export const Fee: Story = {
  args: {
    onInfo: fn<Info>(() => Promise.resolve(offerInfo(storyFlightCancelOffers.partialRefund))),
  },
  play: async () => {
    await stepShown(texts.policyHeading);
    await expect(definitionsOf(document.body, texts.cost)).toEqual(['$150.00']);
  },
};
