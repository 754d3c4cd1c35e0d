import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  tenantSettings,
  tripItineraryPath,
  type FlightCancellationPolicyType,
} from '@wayfare/domain';
import { flightCancelScenarioFocus, tripIds, type FlightCancelScenarioId } from '@wayfare/mocks';
import {
  cancelFlightDialog,
  consumerTenant,
  continueToConfirm,
  corporateTenant,
  framedDocs,
  pageAt,
  playing,
  press,
  slow,
  stepShown,
} from '@wayfare/test-kit/storybook';
import {
  flightCancelAmountTexts as amounts,
  flightCancelCreditListed,
  flightCancellationTexts as texts,
  flightCancelPendingTexts,
  flightCancelPolicyTexts,
  flightCancelResolutionTexts as resolutions,
  flightCancelSuccessTexts as successes,
  flightCancelSupportTexts,
  flightCancelTryAgainTexts,
  itineraryActionLabels,
} from '@wayfare/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { tripsRoutes } from '../routes/tripsRoutes';
import { tripsTexts } from '../tripsTexts';

interface FlightCancellationPageAtProps {
  readonly path: string;
}

/** A trip's details as the portal mounts them: the trips routes, opened at the trip's address. */
function FlightCancellationPageAt({ path }: FlightCancellationPageAtProps) {
  return pageAt(tripsRoutes(), path);
}

const meta = {
  title: 'Pages/Trips/FlightCancellation',
  component: FlightCancellationPageAt,
  // Its plays read the consumer tenant's texts and support line: pinned.
  globals: consumerTenant,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  args: { path: tripItineraryPath(tripIds.upcomingFlight) },
} satisfies Meta<typeof FlightCancellationPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = 'alex.morgan@example.com';

/** Presses the flight's Cancel flight button once the trip's details have loaded. */
async function openCancelFlight() {
  const button = await screen.findByRole(
    'button',
    { name: itineraryActionLabels.cancelFlight },
    slow,
  );
  await userEvent.click(button);
  return cancelFlightDialog();
}

/**
 * A story of a STATES §22 scenario: the scenario's trip's details, where the traveler opens the
 * cancellation and walks to the state.
 */
function flightCancelStory(scenario: FlightCancelScenarioId, walk: () => Promise<unknown>): Story {
  return {
    args: { path: tripItineraryPath(flightCancelScenarioFocus[scenario].tripId) },
    parameters: playing(scenario),
    play: async () => {
      await openCancelFlight();
      await walk();
    },
  };
}

/** The policy step: the policy's words, what comes back, the cost line and the way forward. */
async function policyShows(
  policyType: FlightCancellationPolicyType,
  comesBack: string,
  cost: string | undefined,
  next: string | undefined,
) {
  const dialog = await stepShown(texts.policyHeading);
  await expect(dialog.getByText(flightCancelPolicyTexts[policyType])).toBeVisible();
  await expect(dialog.getByText(comesBack)).toBeVisible();
  if (cost !== undefined) {
    const costLine = dialog.getByText(texts.cost).nextElementSibling;
    await expect(costLine).toHaveTextContent(cost);
  }
  if (next === undefined) {
    await expect(dialog.getByText(texts.waitNote)).toBeVisible();
  } else {
    await expect(dialog.getByRole('button', { name: next })).toBeEnabled();
  }
  return dialog;
}

/** Continue, the refund form chosen where there is a choice, then the button that cancels. */
async function cancelWith(choice?: string, button: string = texts.confirm) {
  const dialog = await continueToConfirm(
    button === texts.confirm ? texts.confirmHeading : texts.nonrefundableHeading,
  );
  if (choice !== undefined) await userEvent.click(dialog.getByRole('radio', { name: choice }));
  await press(button);
}

/** A result step's heading and its sentence. */
async function resultShows(heading: string, text: string) {
  const dialog = await stepShown(heading);
  await expect(dialog.getByText(text)).toBeVisible();
  return dialog;
}

/** The modal closed by Done, and the trip's details show the flight cancelled. */
async function detailsShowCancelled() {
  await press(texts.done);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
  const details = screen.getByRole('article');
  await waitFor(() => expect(details).toHaveAttribute('data-status', 'Canceled'), slow);
  await expect(details).toHaveAttribute('data-time-state', 'Canceled');
  await expect(
    screen.queryByRole('button', { name: itineraryActionLabels.cancelFlight }),
  ).toBeNull();
}

/**
 * A tab of My Trips once its trips have loaded (the panel is drawn anew when they have) and, on a
 * phone, once the tab strip has scrolled the tab into view.
 */
async function listedIn(tab: string) {
  const panel = await waitFor(() => {
    const shown = screen.getByRole('tabpanel', { name: tab });
    if (within(shown).queryAllByRole('article').length === 0) throw new Error(`${tab}: loading`);
    return shown;
  }, slow);
  const inStrip = () => {
    const { left, right } = screen.getByRole('tab', { name: tab }).getBoundingClientRect();
    const strip = screen.getByRole('tablist').parentElement?.getBoundingClientRect();
    return strip !== undefined && left >= strip.left - 1 && right <= strip.right + 1;
  };
  await waitFor(() => expect(inStrip()).toBe(true), slow);
  return panel;
}

/**
 * The policy steps of the flights that two scenarios open alike: a policy type and the resolution
 * it gives (`flight-cancel/policy-…` and `flight-cancel/resolution-…`).
 */
const policyOf = {
  upcoming: () =>
    policyShows(
      'PartialRefund',
      resolutions.WithPenalty(amounts.refundPhrase('$2,034.60')),
      '$150.00',
      texts.continue,
    ),
  airlineRefund: () =>
    policyShows(
      'AirlineRefund',
      resolutions.AirlineFullRefund('$1,246.80'),
      'Free',
      texts.continue,
    ),
  partialRefund: () =>
    policyShows(
      'PartialRefund',
      resolutions.AirlinePartialRefundOrCash('$399.70', '$524.70'),
      '$125.00',
      texts.continue,
    ),
  refundableComplex: () =>
    policyShows(
      'RefundableComplex',
      resolutions.CashOrFtc('$1,468.50', '$1,468.50'),
      'Free',
      texts.continue,
    ),
  ticketedVoid: () =>
    policyShows('TicketedVoid', resolutions.TicketedVoid('$286.40'), 'Free', texts.continue),
  multiProvider: () =>
    policyShows(
      'MultiProvider',
      resolutions.ContactCustomerService,
      'Contact support',
      texts.contactSupport,
    ),
};

// ---------------------------------------------------------------------------------------------
// The steps.

/** flight-cancel/loading: the options never answer; the loading step says what it waits for. */
export const Loading = flightCancelStory('flight-cancel/loading', async () => {
  const dialog = await stepShown(texts.loading);
  await expect(dialog.getByRole('status')).toHaveTextContent(texts.loadingDetail);
});

/**
 * flight-cancel/policy: the upcoming Toronto–Paris flight's policy (PartialRefund): the fare less
 * the airline's $150 fee back to the card.
 */
export const Policy = flightCancelStory('flight-cancel/policy', async () => {
  const dialog = await policyOf.upcoming();
  await expect(dialog.getByText(texts.coversEveryone(2))).toBeVisible();
});

/** flight-cancel/confirm: Continue; both travelers are cancelled, what comes back, Confirm. */
export const Confirm = flightCancelStory('flight-cancel/confirm', async () => {
  const dialog = await continueToConfirm();
  const travelers = dialog.getByRole('list', { name: texts.travelersList });
  await expect(within(travelers).getByText('Alex Morgan')).toBeVisible();
  await expect(within(travelers).getByText('Jamie Morgan')).toBeVisible();
  await expect(dialog.getByRole('button', { name: texts.oneTraveler })).toBeVisible();
  await expect(dialog.getByRole('button', { name: texts.confirm })).toBeEnabled();
});

/**
 * flight-cancel/success: cancelled; the details show the flight Canceled once the modal closes,
 * and My Trips lists it under Past trips, no longer under Upcoming trips.
 */
export const Success = flightCancelStory('flight-cancel/success', async () => {
  await cancelWith();
  await resultShows(texts.successHeading, successes.PartialRefund('$2,034.60 back to your card'));
  await detailsShowCancelled();
  await userEvent.click(screen.getByRole('link', { name: tripsTexts.backToTrips }));
  const upcoming = await listedIn('Upcoming trips');
  await expect(upcoming.querySelector(`[data-trip-id="${tripIds.upcomingFlight}"]`)).toBeNull();
  await userEvent.click(screen.getByRole('tab', { name: 'Past trips' }));
  const past = await listedIn('Past trips');
  await expect(past.querySelector(`[data-trip-id="${tripIds.upcomingFlight}"]`)).not.toBeNull();
});

/** flight-cancel/nonrefundable: a Blue Basic fare; Continue warns that nothing comes back. */
export const Nonrefundable = flightCancelStory('flight-cancel/nonrefundable', async () => {
  await policyShows('NonRefundable', amounts.nothing, 'Non-refundable', texts.continue);
  await press(texts.continue);
  const dialog = await stepShown(texts.nonrefundableHeading);
  await expect(dialog.getByRole('alert')).toHaveTextContent(texts.nonrefundableWarning);
  await expect(dialog.getByRole('button', { name: texts.cancelWithoutRefund })).toBeEnabled();
});

/** flight-cancel/support: a five-ticket multi-city only an agent can cancel; the support line. */
export const Support = flightCancelStory('flight-cancel/support', async () => {
  const dialog = await resultShows(
    texts.supportHeading,
    flightCancelSupportTexts.ContactCustomerService,
  );
  const phone = tenantSettings('consumer').supportPhone;
  await expect(dialog.getByRole('link', { name: phone })).toBeVisible();
  // A multi-city booking's code is the agent locator with H- (products §9).
  await expect(dialog.getByText(texts.haveCodeReady('H-WFCDGLIS'))).toBeVisible();
});

/**
 * The corporate tenant's support line, where the tenants differ: the same scenario
 * (flight-cancel/support) on the corporate portal.
 */
export const SupportCorporate: Story = {
  ...Support,
  globals: corporateTenant,
  play: async () => {
    await openCancelFlight();
    const dialog = await stepShown(texts.supportHeading);
    const phone = tenantSettings('corporate').supportPhone;
    await expect(dialog.getByRole('link', { name: phone })).toBeVisible();
  },
};

/** flight-cancel/pending: a cancellation already under way with the airline. */
export const Pending = flightCancelStory('flight-cancel/pending', async () => {
  await resultShows(texts.pendingHeading, flightCancelPendingTexts.CancellationPending(email));
});

/**
 * flight-cancel/cancelled: the airline had cancelled the flight already; once the modal closes,
 * the details say so.
 */
export const Cancelled = flightCancelStory('flight-cancel/cancelled', async () => {
  await resultShows(texts.cancelledHeading, texts.cancelled);
  await detailsShowCancelled();
});

/** flight-cancel/try-again: the first cancel fails (CancellationFailure); Try again cancels. */
export const TryAgain = flightCancelStory('flight-cancel/try-again', async () => {
  await cancelWith();
  const { heading, text } = flightCancelTryAgainTexts.CancellationFailure;
  await resultShows(heading, text);
  await press(texts.tryAgain);
  await resultShows(texts.successHeading, successes.PartialRefund('$2,034.60 back to your card'));
});

// ---------------------------------------------------------------------------------------------
// The policy step for each policy type (products §4).

/** flight-cancel/policy-airline-refund: the airline refunds the Flex fare in full, free. */
export const PolicyAirlineRefund = flightCancelStory(
  'flight-cancel/policy-airline-refund',
  policyOf.airlineRefund,
);

/** flight-cancel/policy-contact-airline: only Air France can cancel it; its confirmation code. */
export const PolicyContactAirline = flightCancelStory(
  'flight-cancel/policy-contact-airline',
  async () => {
    await policyShows(
      'ContactAirline',
      amounts.airlineDecides,
      'Contact airline',
      texts.contactAirline,
    );
    await press(texts.contactAirline);
    const dialog = await stepShown(texts.airlineHeading);
    await expect(dialog.getByText('AF')).toBeVisible();
  },
);

/** flight-cancel/policy-ftc: the WestJet fare becomes a travel credit, free. */
export const PolicyFtc = flightCancelStory('flight-cancel/policy-ftc', async () => {
  await policyShows('Ftc', amounts.credit('$412.30'), 'Free', texts.continue);
});

/** flight-cancel/policy-ftc-with-penalty: a United credit, less the $99 fee. */
export const PolicyFtcWithPenalty = flightCancelStory(
  'flight-cancel/policy-ftc-with-penalty',
  async () => {
    await policyShows(
      'FtcWithPenalty',
      resolutions.WithPenalty(amounts.creditPhrase('$290.60')),
      '$99.00',
      texts.continue,
    );
  },
);

/** flight-cancel/policy-multi-ticket: two TAP tickets, cancelled and refunded together. */
export const PolicyMultiTicket = flightCancelStory(
  'flight-cancel/policy-multi-ticket',
  async () => {
    await policyShows(
      'MultiTicket',
      resolutions.AirlineFullRefund('$1,134.20'),
      'Free',
      texts.continue,
    );
  },
);

/** flight-cancel/policy-non-refundable: a Blue Basic fare, nothing back. */
export const PolicyNonRefundable = flightCancelStory(
  'flight-cancel/policy-non-refundable',
  async () => {
    await policyShows('NonRefundable', amounts.nothing, 'Non-refundable', texts.continue);
  },
);

/** flight-cancel/policy-non-cancellable: an ANA ticket only an agent can deal with. */
export const PolicyNonCancellable = flightCancelStory(
  'flight-cancel/policy-non-cancellable',
  async () => {
    await policyShows(
      'NonCancellable',
      amounts.agentDecides,
      'Contact support',
      texts.contactSupport,
    );
  },
);

/** flight-cancel/policy-partial-refund: part of the Delta fare back, or all of it as a credit. */
export const PolicyPartialRefund = flightCancelStory(
  'flight-cancel/policy-partial-refund',
  policyOf.partialRefund,
);

/** flight-cancel/policy-refundable-complex: a full refund or a full Air Canada credit. */
export const PolicyRefundableComplex = flightCancelStory(
  'flight-cancel/policy-refundable-complex',
  policyOf.refundableComplex,
);

/** flight-cancel/policy-ticketed-void: bought an hour ago in Canada, voided in full. */
export const PolicyTicketedVoid = flightCancelStory(
  'flight-cancel/policy-ticketed-void',
  policyOf.ticketedVoid,
);

/** flight-cancel/policy-delayed-ticketing-cancel: not ticketed yet, cancelled before it is. */
export const PolicyDelayedTicketingCancel = flightCancelStory(
  'flight-cancel/policy-delayed-ticketing-cancel',
  async () => {
    await policyShows('DelayedTicketingCancel', amounts.refund('$236.80'), 'Free', texts.continue);
  },
);

/** flight-cancel/policy-ticketless-void: a ticketless Southwest booking, voided in full. */
export const PolicyTicketlessVoid = flightCancelStory(
  'flight-cancel/policy-ticketless-void',
  async () => {
    await policyShows(
      'TicketlessVoid',
      resolutions.TicketedVoid('$198.60'),
      'Free',
      texts.continue,
    );
  },
);

/** flight-cancel/policy-multi-provider: JetBlue and ANA through two providers; an agent cancels. */
export const PolicyMultiProvider = flightCancelStory(
  'flight-cancel/policy-multi-provider',
  async () => {
    await policyOf.multiProvider();
    await press(texts.contactSupport);
    await stepShown(texts.supportHeading);
  },
);

/** flight-cancel/policy-cancellation-pending: a cancellation already asked for; nothing to do. */
export const PolicyCancellationPending = flightCancelStory(
  'flight-cancel/policy-cancellation-pending',
  async () => {
    await policyShows('CancellationPending', resolutions.CancellationPending, undefined, undefined);
  },
);

/** flight-cancel/policy-contact-customer-service: a ticket the airline rejected; an agent cancels. */
export const PolicyContactCustomerService = flightCancelStory(
  'flight-cancel/policy-contact-customer-service',
  async () => {
    await policyShows(
      'ContactCustomerService',
      resolutions.ContactCustomerService,
      'Contact support',
      texts.contactSupport,
    );
  },
);

// ---------------------------------------------------------------------------------------------
// The result of each outcome (products §4) of the cancel call.

/** flight-cancel/outcome-partial-refund: cancelled, the fare less the fee back to the card. */
export const OutcomePartialRefund = flightCancelStory(
  'flight-cancel/outcome-partial-refund',
  async () => {
    await cancelWith();
    await resultShows(texts.successHeading, successes.PartialRefund('$2,034.60 back to your card'));
  },
);

/** flight-cancel/outcome-full-refund: cancelled, the whole Flex fare back to the card. */
export const OutcomeFullRefund = flightCancelStory(
  'flight-cancel/outcome-full-refund',
  async () => {
    await cancelWith();
    await resultShows(texts.successHeading, successes.FullRefund('$1,246.80 back to your card'));
  },
);

/**
 * flight-cancel/outcome-fully-refundable-complex: the travel credit chosen; it is listed under
 * Airline travel credits.
 */
export const OutcomeFullyRefundableComplex = flightCancelStory(
  'flight-cancel/outcome-fully-refundable-complex',
  async () => {
    await cancelWith(texts.choiceCredit('$1,468.50'));
    const dialog = await resultShows(
      texts.successHeading,
      successes.FullyRefundableComplex('an airline travel credit of $1,468.50'),
    );
    await expect(dialog.getByText(flightCancelCreditListed)).toBeVisible();
  },
);

/** flight-cancel/outcome-partially-refundable-complex: the partial refund chosen, to the card. */
export const OutcomePartiallyRefundableComplex = flightCancelStory(
  'flight-cancel/outcome-partially-refundable-complex',
  async () => {
    await cancelWith(texts.choiceRefund('$399.70'));
    await resultShows(
      texts.successHeading,
      successes.PartiallyRefundableComplex('$399.70 back to your card'),
    );
  },
);

/** flight-cancel/outcome-non-refundable: cancelled without a refund. */
export const OutcomeNonRefundable = flightCancelStory(
  'flight-cancel/outcome-non-refundable',
  async () => {
    await cancelWith(undefined, texts.cancelWithoutRefund);
    await resultShows(texts.successHeading, successes.NonRefundable(undefined));
  },
);

/** flight-cancel/outcome-pending: asked of the airline, not confirmed yet. */
export const OutcomePending = flightCancelStory('flight-cancel/outcome-pending', async () => {
  await cancelWith();
  await resultShows(texts.pendingHeading, flightCancelPendingTexts.Pending(email));
});

/** flight-cancel/outcome-cancellation-failure: nothing was cancelled; Try again. */
export const OutcomeCancellationFailure = flightCancelStory(
  'flight-cancel/outcome-cancellation-failure',
  async () => {
    await cancelWith();
    const { heading, text } = flightCancelTryAgainTexts.CancellationFailure;
    const dialog = await resultShows(heading, text);
    await expect(dialog.getByRole('button', { name: texts.tryAgain })).toBeEnabled();
  },
);

/** flight-cancel/outcome-contact-customer-service: only an agent can finish it. */
export const OutcomeContactCustomerService = flightCancelStory(
  'flight-cancel/outcome-contact-customer-service',
  async () => {
    await cancelWith();
    await resultShows(texts.supportHeading, flightCancelSupportTexts.ContactCustomerService);
  },
);

/** flight-cancel/outcome-airline-control: Air Canada has taken the booking over. */
export const OutcomeAirlineControl = flightCancelStory(
  'flight-cancel/outcome-airline-control',
  async () => {
    await cancelWith();
    const dialog = await resultShows(texts.airlineHeading, flightCancelSupportTexts.AirlineControl);
    await expect(dialog.getByText('AC')).toBeVisible();
  },
);

/** flight-cancel/outcome-booking-pending: not confirmed yet, so not cancellable yet. */
export const OutcomeBookingPending = flightCancelStory(
  'flight-cancel/outcome-booking-pending',
  async () => {
    await cancelWith();
    await resultShows(texts.pendingHeading, flightCancelPendingTexts.BookingPending(email));
  },
);

/** flight-cancel/outcome-cancellation-pending: a cancellation was already under way. */
export const OutcomeCancellationPending = flightCancelStory(
  'flight-cancel/outcome-cancellation-pending',
  async () => {
    await cancelWith();
    await resultShows(texts.pendingHeading, flightCancelPendingTexts.CancellationPending(email));
  },
);

/** flight-cancel/outcome-canceled: it had been cancelled already; the details then say so. */
export const OutcomeCanceled = flightCancelStory('flight-cancel/outcome-canceled', async () => {
  await cancelWith();
  await resultShows(texts.cancelledHeading, texts.cancelled);
  await detailsShowCancelled();
});

/** flight-cancel/outcome-departed: part of the Boston–Miami trip has been flown. */
export const OutcomeDeparted = flightCancelStory('flight-cancel/outcome-departed', async () => {
  await cancelWith();
  await resultShows(texts.supportHeading, flightCancelSupportTexts.Departed);
});

/** flight-cancel/outcome-non-cfar: cancel for any reason does not cover it after all. */
export const OutcomeNonCfar = flightCancelStory('flight-cancel/outcome-non-cfar', async () => {
  await cancelWith();
  await resultShows(texts.supportHeading, flightCancelSupportTexts.NonCfar);
});

/** flight-cancel/outcome-trvk-outage: the booking system is briefly down; nothing cancelled. */
export const OutcomeTrvkOutage = flightCancelStory(
  'flight-cancel/outcome-trvk-outage',
  async () => {
    await cancelWith();
    const { heading, text } = flightCancelTryAgainTexts.TRVKOutage;
    await resultShows(heading, text);
  },
);

// ---------------------------------------------------------------------------------------------
// The resolution shown for each resolution scenario (products §4).

/** flight-cancel/resolution-cfar-cash: cancel for any reason refunds 80% of a Basic fare. */
export const ResolutionCfarCash = flightCancelStory(
  'flight-cancel/resolution-cfar-cash',
  async () => {
    await policyShows('NonRefundable', resolutions.CfarCash('$514.00'), '$128.50', texts.continue);
  },
);

/** flight-cancel/resolution-cfar-ftc: cancel for any reason gives the whole fare as a credit. */
export const ResolutionCfarFtc = flightCancelStory(
  'flight-cancel/resolution-cfar-ftc',
  async () => {
    await policyShows('NonRefundable', resolutions.CfarFtc('$642.50'), 'Free', texts.continue);
  },
);

/** flight-cancel/resolution-with-penalty: the fare less the airline's $150 fee. */
export const ResolutionWithPenalty = flightCancelStory(
  'flight-cancel/resolution-with-penalty',
  policyOf.upcoming,
);

/** flight-cancel/resolution-cash-or-ftc: a refund or a credit; the confirmation asks which. */
export const ResolutionCashOrFtc = flightCancelStory(
  'flight-cancel/resolution-cash-or-ftc',
  async () => {
    await policyOf.refundableComplex();
    const dialog = await continueToConfirm();
    await expect(dialog.getByRole('radiogroup', { name: texts.choiceLegend })).toBeVisible();
  },
);

/** flight-cancel/resolution-ticketed-void: voided within the void window, all of it back. */
export const ResolutionTicketedVoid = flightCancelStory(
  'flight-cancel/resolution-ticketed-void',
  policyOf.ticketedVoid,
);

/** flight-cancel/resolution-airline-full-refund: the airline refunds it all. */
export const ResolutionAirlineFullRefund = flightCancelStory(
  'flight-cancel/resolution-airline-full-refund',
  policyOf.airlineRefund,
);

/** flight-cancel/resolution-airline-partial-refund-or-cash: part to the card, or all as credit. */
export const ResolutionAirlinePartialRefundOrCash = flightCancelStory(
  'flight-cancel/resolution-airline-partial-refund-or-cash',
  policyOf.partialRefund,
);

/** flight-cancel/resolution-too-close-to-departure: leaving in under three hours; call us. */
export const ResolutionTooCloseToDeparture = flightCancelStory(
  'flight-cancel/resolution-too-close-to-departure',
  async () => {
    await policyShows(
      'AirlineRefund',
      resolutions.TooCloseToDeparture,
      'Contact support',
      texts.contactSupport,
    );
    await press(texts.contactSupport);
    const dialog = await stepShown(texts.supportHeading);
    await expect(dialog.getByText(resolutions.TooCloseToDeparture)).toBeVisible();
  },
);

/** flight-cancel/resolution-contact-customer-service: an agent works out what comes back. */
export const ResolutionContactCustomerService = flightCancelStory(
  'flight-cancel/resolution-contact-customer-service',
  policyOf.multiProvider,
);

/** flight-cancel/resolution-cancellation-pending: a refund the airline is already processing. */
export const ResolutionCancellationPending = flightCancelStory(
  'flight-cancel/resolution-cancellation-pending',
  async () => {
    await policyShows('AirlineRefund', resolutions.CancellationPending, 'Free', undefined);
  },
);

/** flight-cancel/resolution-error: nothing could be worked out online; call us. */
export const ResolutionError = flightCancelStory('flight-cancel/resolution-error', async () => {
  await policyShows('PartialRefund', resolutions.Error, 'Contact support', texts.contactSupport);
});
