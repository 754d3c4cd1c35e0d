import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  cancellationTypeLabel,
  hotelConfirmationTexts,
  hotelRoomLines,
  routePaths,
  type HotelBooking,
} from '@wayfare/domain';
import { Link as RouterLink } from 'react-router-dom';

export interface HotelBookingDetailsProps {
  readonly booking: HotelBooking;
}

/**
 * What a hotel booking holds, under the stay on its confirmation: the room and its beds, meal
 * plan and cancellation, the guests and main guest, the hotel's own code once it confirmed, a
 * refundable room's coverage, and what was paid now or is due at the hotel. A booking the hotel
 * refused leads back to the hotels instead of listing what will not happen.
 */
export function HotelBookingDetails({ booking }: HotelBookingDetailsProps) {
  if (booking.confirmationResult === 'Unavailable')
    return (
      <Button
        component={RouterLink}
        to={routePaths.stays}
        variant="contained"
        sx={{ alignSelf: 'start' }}
      >
        {hotelConfirmationTexts.searchAgain}
      </Button>
    );
  const { pricing, refundableRoom } = booking;
  const label = cancellationTypeLabel(
    booking.cancellationPolicy.policy,
    refundableRoom !== undefined,
  );
  const lines = [
    ...hotelRoomLines({
      roomName: booking.roomName,
      bedTypes: pricing.bedTypes,
      mealPlan: booking.mealPlan,
      cancellationLabel: label,
    }),
    hotelConfirmationTexts.guests(booking.guests),
    booking.mainGuestName && hotelConfirmationTexts.mainGuest(booking.mainGuestName),
    booking.confirmationCode &&
      hotelConfirmationTexts.hotelConfirmationCode(booking.confirmationCode),
  ].filter((line): line is string => Boolean(line));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="hotel-booking-details"
      sx={{ p: 2 }}
    >
      <Typography id="hotel-booking-details" variant="h2" sx={{ mb: 1 }}>
        {hotelConfirmationTexts.details}
      </Typography>
      <Stack spacing={0.5}>
        {lines.map((line) => (
          <Typography key={line}>{line}</Typography>
        ))}
        {refundableRoom && (
          <Typography color="text.secondary">
            {hotelConfirmationTexts.refundableRoom(
              refundableRoom.coveragePercentage,
              refundableRoom.coverageAmount,
            )}
          </Typography>
        )}
        <Typography sx={{ fontWeight: 600, pt: 1 }}>
          {hotelConfirmationTexts.total(booking.total.fiat)}
        </Typography>
        {booking.paymentTiming === 'PayLater' ? (
          <Typography>{hotelConfirmationTexts.payAtHotel(booking.total.fiat)}</Typography>
        ) : (
          <Typography color="text.secondary">
            {hotelConfirmationTexts.paidNow(pricing.payNowTotal)}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
