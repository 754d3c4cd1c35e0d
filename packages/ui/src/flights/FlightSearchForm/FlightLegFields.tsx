import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { FlightAirport, FlightLegDraft, IsoDate } from '@wayfare/domain';
import { AirportField } from '../AirportField';
import { FieldProblem, problemId } from './FieldProblem';
import { FlightDateField } from './FlightDateField';
import type { FlightSearchField } from './flightSearchFields';
import { flightSearchFormTexts } from './flightSearchFormTexts';

/** The airports the fields offer, and whether they have come. */
export interface FlightAirportsState {
  /** Every airport the fields offer. */
  readonly airports: readonly FlightAirport[];
  /** They are still on their way. */
  readonly loading: boolean;
  /** They could not be loaded. */
  readonly failed: boolean;
}

/** A date field of the row: the leg's own, and a round trip's return beside it. */
export interface FlightLegDate {
  /** The leg the date is of, by index. */
  readonly leg: number;
  /** The field's name: "Depart", "Return". */
  readonly label: string;
  /** The day the leg flies. */
  readonly value: IsoDate;
}

export interface FlightLegFieldsProps {
  /** The leg whose airports the row asks for. */
  readonly leg: FlightLegDraft;
  /** Its index among the legs. */
  readonly index: number;
  /** The dates the row asks for: the leg's, and a round trip's return. */
  readonly dates: readonly FlightLegDate[];
  /** The airports the airport fields offer. */
  readonly airports: FlightAirportsState;
  /** Today where the traveller is: the first day the calendars offer. */
  readonly today: IsoDate;
  /** The id of a field's input. */
  readonly fieldId: (field: FlightSearchField) => string;
  /** What is wrong with a field, while it is said. */
  readonly problemOf: (field: FlightSearchField) => string | undefined;
  /** A leg's airports or date changed. */
  readonly onEdit: (leg: number, edit: Partial<FlightLegDraft>) => void;
  /** The swap button: the leg's airports change places. */
  readonly onSwap: () => void;
}

/**
 * One leg's fields: From, the swap button, To, then its day (and a round trip's return day). On
 * a phone they stack; from 600 px the airports share a row; from 900 px the dates join them.
 */
export function FlightLegFields({
  leg,
  index,
  dates,
  airports,
  today,
  fieldId,
  problemOf,
  onEdit,
  onSwap,
}: FlightLegFieldsProps) {
  const airportField = (end: 'origin' | 'destination') => {
    const field: FlightSearchField = `${index}-${end}`;
    const problem = problemOf(field);
    return (
      <AirportField
        id={fieldId(field)}
        label={end === 'origin' ? flightSearchFormTexts.from : flightSearchFormTexts.to}
        airports={airports.airports}
        loading={airports.loading}
        failed={airports.failed}
        code={leg[end]}
        onChange={(code) =>
          onEdit(index, end === 'origin' ? { origin: code } : { destination: code })
        }
        invalid={problem !== undefined}
        helperText={problem}
      />
    );
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: `minmax(0, 3fr) minmax(0, ${dates.length * 1.25}fr)`,
        },
        alignItems: 'start',
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1, sm: 2 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {airportField('origin')}
        <IconButton
          aria-label={flightSearchFormTexts.swap}
          onClick={onSwap}
          sx={{
            justifySelf: 'center',
            mt: { sm: 1 },
            border: 1,
            borderColor: 'divider',
            // Stacked, the airports are above and below each other: the arrows point that way.
            transform: { xs: 'rotate(90deg)', sm: 'none' },
          }}
        >
          <SwapHorizRounded />
        </IconButton>
        {airportField('destination')}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: `repeat(${dates.length}, minmax(0, 1fr))`,
          },
          alignItems: 'start',
        }}
      >
        {dates.map((date) => {
          const field: FlightSearchField = `${date.leg}-date`;
          const problem = problemOf(field);
          return (
            <FieldProblem key={date.leg} id={problemId(fieldId(field))} problem={problem}>
              <FlightDateField
                id={fieldId(field)}
                label={date.label}
                value={date.value}
                onChange={(departureDate) => onEdit(date.leg, { departureDate })}
                today={today}
                invalid={problem !== undefined}
                describedBy={problem === undefined ? undefined : problemId(fieldId(field))}
              />
            </FieldProblem>
          );
        })}
      </Box>
    </Box>
  );
}
