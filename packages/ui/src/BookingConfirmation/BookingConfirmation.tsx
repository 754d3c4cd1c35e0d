import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import TimelapseRounded from '@mui/icons-material/TimelapseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  confirmationTexts,
  type ListingCollection,
  type ListingMedia,
  type StayDates,
} from '@wayfare/domain';
import type { ReactNode } from 'react';
import { ConfirmationHeader } from './ConfirmationHeader';
import { StaySummary } from './StaySummary';
import { TreesSection } from './TreesSection';
import { WhatsNext } from './WhatsNext';

/** What became of the booking: booked, waiting for the provider, or refused by it. */
export type BookingOutcome = 'confirmed' | 'pending' | 'unavailable';

const outcomeBanner = {
  confirmed: { severity: 'success', icon: <CheckCircleRounded fontSize="inherit" /> },
  pending: { severity: 'info', icon: <TimelapseRounded fontSize="inherit" /> },
  unavailable: { severity: 'error', icon: <ErrorOutlineRounded fontSize="inherit" /> },
} as const;

/** A stay's summary: the listing or hotel, its photo and the dates. */
interface StayBooked {
  /** The booked listing's or hotel's name, in the stay's summary. */
  readonly listingName: string;
  /** The listing's or hotel's first photo; the summary shows no picture without one. */
  readonly photo?: Pick<ListingMedia, 'url'> | undefined;
  /** The booked dates, with the number of nights. */
  readonly stayDates: StayDates;
  readonly summary?: never;
}

/** Another product's summary of what was booked (a flight's route and legs). */
interface ProductBooked {
  readonly summary: ReactNode;
  readonly listingName?: never;
  readonly photo?: never;
  readonly stayDates?: never;
}

export type BookingConfirmationProps = BookingConfirmationCommonProps &
  (StayBooked | ProductBooked);

interface BookingConfirmationCommonProps {
  /** What became of the booking; confirmed by default (hotels: products §3 confirmation results). */
  readonly outcome?: BookingOutcome;
  /** The banner's words for the outcome; the confirmed banner of platform §2 by default. */
  readonly bannerText?: string;
  /** The product's own details of what was booked (a hotel's room, guests and payment), under the stay. */
  readonly children?: ReactNode;
  /** Where the confirmation email goes: the main guest's or the signed-in user's email. */
  readonly email: string;
  /** The reservation id (spec: platform §3 Reservation id.value). */
  readonly reservationId: string;
  /** The earn string (`earnText`), when the traveller earns on this booking (platform §6). */
  readonly earnText?: string | undefined;
  /** The trees experiment is on (spec: platform §2, §9). */
  readonly showTrees: boolean;
  /** Premier and Lifestyle listings get a themed header (spec: platform §2). */
  readonly collection?: ListingCollection | undefined;
  /** The flights page (spec: platform §2 "Book a Flight (goes to the flights page)"). */
  readonly bookAFlightHref: string;
  /** The cars page (spec: platform §2 "Rent a Car (goes to the cars page)"). */
  readonly rentACarHref: string;
  /** My Trips (the What's next card). */
  readonly myTripsHref: string;
  /** A class for the root element, to place the component in its page. */
  readonly className?: string;
}

/**
 * The confirmation page's body (spec: platform §2 Confirmation page): the title, the confirmed
 * banner, where the email goes, the confirmation number, the stay, the earn string, what to book
 * next and, in the trees experiment, the trees planted.
 */
export function BookingConfirmation({
  outcome = 'confirmed',
  bannerText = confirmationTexts.banner,
  children,
  email,
  reservationId,
  listingName,
  photo,
  stayDates,
  summary,
  earnText,
  showTrees,
  collection,
  bookAFlightHref,
  rentACarHref,
  myTripsHref,
  className,
}: BookingConfirmationProps) {
  return (
    <Box className={className} data-collection={collection}>
      <ConfirmationHeader collection={collection} />
      <Stack spacing={3} sx={{ px: { xs: 2, md: 0 }, py: 3, maxWidth: 880, mx: 'auto' }}>
        <Alert
          // A status, not an alert: the page arrives with it rather than being interrupted.
          role="status"
          severity={outcomeBanner[outcome].severity}
          icon={outcomeBanner[outcome].icon}
          sx={{ typography: 'subtitle1', alignItems: 'center' }}
        >
          {bannerText}
        </Alert>
        <Stack spacing={0.5}>
          <Typography>{confirmationTexts.emailSent(email)}</Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {confirmationTexts.confirmationNumber(reservationId)}
          </Typography>
        </Stack>
        {stayDates === undefined ? (
          summary
        ) : (
          <StaySummary listingName={listingName} photo={photo} stayDates={stayDates} />
        )}
        {children}
        {earnText && <Typography sx={{ fontWeight: 600 }}>{earnText}</Typography>}
        <WhatsNext
          bookAFlightHref={bookAFlightHref}
          rentACarHref={rentACarHref}
          myTripsHref={myTripsHref}
        />
        {showTrees && <TreesSection />}
      </Stack>
    </Box>
  );
}
