import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FlightSortKey } from '@wayfare/domain';
import { flightShopTexts, flightSortLabels } from './flightShopTexts';

export interface FlightShopToolbarProps {
  /** How many flights are shown, of how many: "12 of 42 flights". */
  readonly countText: string;
  readonly sortKey: FlightSortKey;
  readonly onSortKey: (next: FlightSortKey) => void;
}

/** The sort menu's order: every key of the spec, best first, then by what travellers ask most. */
export const flightSortMenu = [
  'fareScore',
  'price',
  'duration',
  'departureTime',
  'arrivalTime',
  'stops',
] as const satisfies readonly FlightSortKey[];

/** Above the flights: how many, and the sort (products §3 sort keys), a native select. */
export function FlightShopToolbar({ countText, sortKey, onSortKey }: FlightShopToolbarProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <Typography variant="h3" component="h2">
        {countText}
      </Typography>
      <TextField
        select
        size="small"
        label={flightShopTexts.sortBy}
        value={sortKey}
        onChange={(event) => onSortKey(event.target.value as FlightSortKey)}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 200 }}
      >
        {flightSortMenu.map((key) => (
          <option key={key} value={key}>
            {flightSortLabels[key]}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
