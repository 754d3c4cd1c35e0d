import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorPanelContent, tenantSettings, type CheckoutErrorPanel } from '@wayfare/domain';
import { corporateTenant } from '@wayfare/test-kit/storybook';
import { expect, userEvent, within } from 'storybook/test';
import type { ErrorPanel } from './ErrorPanel';
import defaultMeta from './ErrorPanel.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/ErrorPanel/Features',
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const consumerPhone = tenantSettings('consumer').supportPhone;
const corporatePhone = tenantSettings('corporate').supportPhone;
const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });

/**
 * A story of one panel. Its play checks the spec's title word for word, the icon kind, and that
 * the primary button reports its action.
 */
function panel(
  checkoutPanel: CheckoutErrorPanel,
  title: string,
  extra: Partial<Story> = {},
): Story {
  const content = errorPanelContent(checkoutPanel);
  return {
    ...extra,
    args: { content, ...extra.args },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
      await expect(canvasElement.querySelector('section')).toHaveAttribute(
        'data-kind',
        content.icon,
      );
      await userEvent.click(canvas.getByRole('button', { name: content.primary.label }));
      await expect(args.onAction).toHaveBeenCalledWith(content.primary.action);
    },
  };
}

export const Default = panel({ kind: 'default' }, 'Uh oh! Something went wrong');
export const SomethingWentWrong = panel({ kind: 'generic' }, 'Something went wrong.');
export const SearchFailed = panel(
  { kind: 'search-failed' },
  'Uh oh! We were unable to process your search request.',
);
export const CardNotFound = panel(
  { kind: 'card-not-found', supportPhone: consumerPhone },
  'We were unable to process your payment method.',
);
export const CardNotFoundCorporate = panel(
  { kind: 'card-not-found', supportPhone: corporatePhone },
  'We were unable to process your payment method.',
  { globals: corporateTenant },
);
export const Fraud = panel(
  { kind: 'fraud', supportPhone: consumerPhone },
  "There is an issue with you account. Please contact the issuer's support.",
);
export const FraudCorporate = panel(
  { kind: 'fraud', supportPhone: corporatePhone },
  "There is an issue with you account. Please contact the issuer's support.",
  { globals: corporateTenant },
);
export const RedemptionFailure = panel(
  { kind: 'redemption-failure' },
  'Rewards Redemption Failure',
);
export const CvvError = panel({ kind: 'payment-verification', failure: 'InvalidCVV' }, 'CVV Error');
export const AddressVerificationError = panel(
  { kind: 'payment-verification', failure: 'InvalidAddress' },
  'Address Verification Error',
);
export const ErrorAddingPaymentMethod = panel(
  {
    kind: 'payment-verification',
    failure: 'Other',
    firstErrorMessage: 'The card was declined by the issuing bank.',
  },
  'Error Adding Payment Method',
);
export const ErrorAddingPaymentMethodAddAgain = panel(
  { kind: 'payment-verification', failure: 'Other' },
  'Error Adding Payment Method',
);
export const PriceIncrease = panel(
  { kind: 'price-change', difference: usd(12.5) },
  'The price has increased by $12.50.',
);
export const PriceDecrease = panel(
  { kind: 'price-change', difference: usd(-31) },
  "You're in luck! The price has decreased by $31.00.",
);
export const UnavailableMinStay = panel(
  { kind: 'unavailable', reason: 'MinStayViolation' },
  'Minimum nights stay not met.',
);
export const UnavailableMaxStay = panel(
  { kind: 'unavailable', reason: 'MaxStayViolation' },
  'Max nights stay exceeded.',
);
export const UnavailableOccupancy = panel(
  { kind: 'unavailable', reason: 'OccupancyViolation' },
  'Guest limit exceeded.',
);
export const UnavailablePetPolicy = panel(
  { kind: 'unavailable', reason: 'PetPolicyViolation' },
  'Pets not allowed.',
);
export const UnavailableCheckInNotAllowed = panel(
  { kind: 'unavailable', reason: 'CheckInNotAllowed' },
  'Check-in date is not allowed.',
);
export const UnavailableCheckOutNotAllowed = panel(
  { kind: 'unavailable', reason: 'CheckOutNotAllowed' },
  'Check-out date is not allowed.',
);
export const UnavailableBlockedDates = panel(
  { kind: 'unavailable', reason: 'BlockedDates' },
  'The dates you have selected are not available.',
);
export const UnavailableMinBookingWindow = panel(
  { kind: 'unavailable', reason: 'MinBookingWindowViolation' },
  'Listing not available on short notice.',
);
export const UnavailableDefault = panel(
  { kind: 'unavailable', reason: 'SomethingElse' },
  'Listing is not available.',
);

/** The price-increase panel in every tenant and palette, for visual regression. */
export const TenantMatrix: Story = {
  args: { content: errorPanelContent({ kind: 'price-change', difference: usd(12.5) }) },
  parameters: {
    tenantMatrix: true,
    // The matrix repeats one panel six times on purpose, so its region names repeat too.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('heading', { name: 'The price has increased by $12.50.' }),
    ).toHaveLength(6);
  },
};
