import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
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
import { ConfirmationHeader } from './ConfirmationHeader';
import { StaySummary } from './StaySummary';
import { TreesSection } from './TreesSection';
import { WhatsNext } from './WhatsNext';

export interface BookingConfirmationProps {
  /** Where the confirmation email goes: the main guest's or the signed-in user's email. */
  readonly email: string;
  /** The reservation id (spec: platform §3 Reservation id.value). */
  readonly reservationId: string;
  /** The booked listing's name, in the stay's summary. */
  readonly listingName: string;
  /** The listing's first photo; the summary shows no picture without one. */
  readonly photo?: ListingMedia | undefined;
  /** The booked dates, with the number of nights. */
  readonly stayDates: StayDates;
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
  email,
  reservationId,
  listingName,
  photo,
  stayDates,
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
          severity="success"
          icon={<CheckCircleRounded fontSize="inherit" />}
          sx={{ typography: 'subtitle1', alignItems: 'center' }}
        >
          {confirmationTexts.banner}
        </Alert>
        <Stack spacing={0.5}>
          <Typography>{confirmationTexts.emailSent(email)}</Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {confirmationTexts.confirmationNumber(reservationId)}
          </Typography>
        </Stack>
        <StaySummary listingName={listingName} photo={photo} stayDates={stayDates} />
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
