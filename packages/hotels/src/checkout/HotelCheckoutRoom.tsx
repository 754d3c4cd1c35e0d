import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hotelCheckoutTexts, type ChosenRoomRate } from '@wayfare/domain';
import { useId } from 'react';
import { hotelRoomChoiceTexts } from './hotelRoomChoice';

export interface HotelCheckoutRoomProps {
  readonly chosen: ChosenRoomRate;
}

/**
 * The desktop checkout's hotel sections, after payment: the room and rate being booked (beds,
 * meal plan, cancellation, how it is paid, a refundable room's coverage), then what the hotel
 * asks of the main guest (products §5, §8: check-in age, guest country).
 */
export function HotelCheckoutRoom({ chosen }: HotelCheckoutRoomProps) {
  const roomId = useId();
  const rulesId = useId();
  const texts = hotelRoomChoiceTexts(chosen);
  return (
    <>
      <Box component="section" aria-labelledby={roomId}>
        <Typography id={roomId} component="h2" variant="h5" sx={{ mb: 2 }}>
          {hotelCheckoutTexts.roomHeading}
        </Typography>
        <Stack spacing={0.5}>
          {texts.room.map((line) => (
            <Typography key={line}>{line}</Typography>
          ))}
          {texts.cancellationDetails && (
            <Typography color="text.secondary">{texts.cancellationDetails}</Typography>
          )}
          {texts.coverage && <Typography color="text.secondary">{texts.coverage}</Typography>}
          <Typography>{texts.payment}</Typography>
        </Stack>
      </Box>
      <Box component="section" aria-labelledby={rulesId}>
        <Typography id={rulesId} component="h2" variant="h5" sx={{ mb: 2 }}>
          {hotelCheckoutTexts.guestRulesHeading}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          <li>{hotelCheckoutTexts.checkInAge}</li>
          <li>{hotelCheckoutTexts.guestCountry}</li>
        </Box>
      </Box>
    </>
  );
}
