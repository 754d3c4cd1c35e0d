import Box from '@mui/material/Box';
import {
  flightPassengerTotal,
  type FlightFare,
  type FlightOption,
  type FlightSearch,
} from '@wayfare/domain';
import {
  FarePicker,
  FlightCard,
  flightCardTexts,
  formatLocalClockTime,
  useVirtualRows,
  type FlightNames,
} from '@wayfare/ui';
import { flightShopTexts } from './flightShopTexts';

export interface FlightListProps {
  /** The flights shown so far, of those that pass the filters, in the chosen order. */
  readonly flights: readonly FlightOption[];
  /** How many flights pass the filters, shown or not: the size of the set the list shows. */
  readonly total: number;
  readonly search: FlightSearch;
  readonly flightNames: FlightNames;
  /** The flight whose fares are open, if any. */
  readonly expandedId: string | undefined;
  /** Stable callbacks: the cards are memoized on their props. */
  readonly onToggleFares: (option: FlightOption) => void;
  readonly onShowDetails: (option: FlightOption) => void;
  readonly onSelectFare: (fare: FlightFare) => void;
}

/** Thirty flights are drawn whole; a longer list keeps only the flights near the window. */
const virtualRows = { wholeListUpTo: 30, estimatedRowHeight: 190, gap: 2 };

/** A flight's name for its fares' list: its times, as its card's heading says them. */
const flightLabel = (option: FlightOption) =>
  flightCardTexts.times(
    formatLocalClockTime(option.segments[0]?.scheduledDeparture ?? ''),
    formatLocalClockTime(option.segments.at(-1)?.scheduledArrival ?? ''),
  );

/**
 * The flights of one leg, one card each, the open one with its fares under it. A list of
 * hundreds holds only the cards in and near the window; each card says where it stands in the
 * list (`aria-posinset` of `aria-setsize`), and its growing when opened is measured.
 */
export function FlightList({
  flights,
  total,
  search,
  flightNames,
  expandedId,
  onToggleFares,
  onShowDetails,
  onSelectFare,
}: FlightListProps) {
  const { listRef, rows, paddingTop, paddingBottom, measureRow, rowWindow } = useVirtualRows(
    flights.length,
    flights.length,
    virtualRows,
  );
  const passengers = flightPassengerTotal(search.passengers);
  return (
    <Box
      component="ul"
      ref={listRef}
      aria-label={flightShopTexts.listLabel}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: virtualRows.gap }}
      // Inline, not sx: the padding changes with every scroll, a class per value would pile up.
      style={{ paddingTop, paddingBottom }}
    >
      {rowWindow}
      {rows.map((index) => {
        const option = flights[index];
        if (!option) return null;
        const expanded = option.flightId === expandedId;
        return (
          <li
            key={option.flightId}
            ref={measureRow}
            data-index={index}
            aria-posinset={index + 1}
            aria-setsize={total}
          >
            <FlightCard
              option={option}
              flightNames={flightNames}
              expanded={expanded}
              onToggleFares={onToggleFares}
              onShowDetails={onShowDetails}
            >
              {expanded && (
                <FarePicker
                  flightLabel={flightLabel(option)}
                  fares={option.fares}
                  passengerCount={passengers}
                  onSelect={onSelectFare}
                />
              )}
            </FlightCard>
          </li>
        );
      })}
    </Box>
  );
}
