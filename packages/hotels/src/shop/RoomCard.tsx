import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  bedTypesText,
  sleepsText,
  type OfferedRoom,
  type OfferedRoomProduct,
} from '@wayfare/domain';
import { useId } from 'react';
import { hotelPageTexts } from './hotelPageTexts';
import { RoomRate } from './RoomRate';

export interface RoomCardProps {
  readonly room: OfferedRoom;
  readonly nights: number;
  readonly rewardsAccountReferenceId?: string;
  readonly onSelect: (product: OfferedRoomProduct) => void;
}

/**
 * A room of the room select (spec: products §3 room info product; §4 the room-level scenario
 * flag): its name, whom it sleeps and its beds, then each rate, a refundable variant right after
 * the rate it is offered on.
 */
export function RoomCard({ room, nights, rewardsAccountReferenceId, onSelect }: RoomCardProps) {
  const nameId = useId();
  const beds = room.products[0]?.bedTypes ?? [];
  const facts = [
    room.roomInfo.maxGuests === undefined ? undefined : sleepsText(room.roomInfo.maxGuests),
    beds.length > 0 ? bedTypesText(beds) : undefined,
  ].filter((fact) => fact !== undefined);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id={nameId} component="h3" variant="h3">
        {room.roomInfo.name ?? room.roomInfo.roomId}
      </Typography>
      {facts.length > 0 && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {facts.join(' · ')}
        </Typography>
      )}
      {room.hasNonRefundablePremiumAndPartiallyRefundableOptions && (
        <Alert severity="info" icon={<InfoOutlined />} sx={{ mt: 2 }}>
          {hotelPageTexts.scenarioFlag}
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {room.products.map((product) => (
          <RoomRate
            key={`${product.rateId}-${product.variant.type}`}
            product={product}
            nights={nights}
            roomSellRate={
              room.products.find(
                (other) => other.rateId === product.rateId && other.variant.type === 'Default',
              )?.sellRate
            }
            rewardsAccountReferenceId={rewardsAccountReferenceId}
            onSelect={onSelect}
          />
        ))}
      </Box>
    </Paper>
  );
}
