import AddRounded from '@mui/icons-material/AddRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  canAddFlightLeg,
  canRemoveFlightLeg,
  flightSearchOf,
  flightSearchProblems,
  withAirportsSwapped,
  withLegAdded,
  withLegEdit,
  withLegRemoved,
  withTripType,
  type FlightAirport,
  type FlightSearch,
  type FlightSearchDraft,
  type IsoDate,
} from '@wayfare/domain';
import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { CabinClassSelect } from './CabinClassSelect';
import { FieldProblem, problemId } from './FieldProblem';
import { FlightLegFields, type FlightAirportsState } from './FlightLegFields';
import { FlightLegGroup } from './FlightLegGroup';
import { fieldOf, problemsByField, type FlightSearchField } from './flightSearchFields';
import { flightSearchFormTexts } from './flightSearchFormTexts';
import { PassengersPicker } from './PassengersPicker';
import { TripTypeChoice } from './TripTypeChoice';

export interface FlightSearchFormProps {
  /** The form's accessible name, e.g. "Search flights". */
  readonly label: string;
  /**
   * The search the form opens on (`defaultFlightSearchDraft`, or `flightSearchDraftOf` the
   * address's search); the form's own from then on.
   */
  readonly defaultValue: FlightSearchDraft;
  /** Every airport the airport fields offer. */
  readonly airports: readonly FlightAirport[];
  /** The airports are still on their way: the fields' lists say so. */
  readonly airportsLoading?: boolean;
  /** The airports could not be loaded: the fields' lists say so. */
  readonly airportsFailed?: boolean;
  /** Today where the traveller is (`todayIn` of @wayfare/domain); the form never reads the clock. */
  readonly today: IsoDate;
  /** Search pressed (or Enter in a field) with nothing wrong: the search to open. */
  readonly onSearch: (search: FlightSearch) => void;
}

/**
 * The flight search (spec: products §3 trip types, passenger kinds, cabin classes; §5 passenger
 * rules): the trip type, each leg's airports and day (a round trip's return day beside its
 * departure; an open jaw's two legs; two to five multi-city legs, added and removed), who flies,
 * the cabin and Search. Search with something wrong searches nothing: each problem shows at its
 * field (`flightSearchProblems`), and the first such field takes the focus.
 */
export function FlightSearchForm({
  label,
  defaultValue,
  airports,
  airportsLoading = false,
  airportsFailed = false,
  today,
  onSearch,
}: FlightSearchFormProps) {
  const formId = useId();
  const [draft, setDraft] = useState(defaultValue);
  // Problems show once a search was refused, and then as they are fixed or made.
  const [problemsShown, setProblemsShown] = useState(false);
  const problems = flightSearchProblems(draft, today);
  const shownProblems = problemsByField(problemsShown ? problems : []);
  const fieldId = (field: FlightSearchField) => `${formId}-${field}`;
  const problemOf = (field: FlightSearchField) => shownProblems.get(field);
  const passengersProblem = problemOf('passengers');
  const addFlightId = `${formId}-add-flight`;
  const focus = (id: string) => document.getElementById(id)?.focus();
  const airportsState: FlightAirportsState = {
    airports,
    loading: airportsLoading,
    failed: airportsFailed,
  };
  const legs = draft.tripType === 'round_trip' ? draft.legs.slice(0, 1) : draft.legs;
  const legsNamed = draft.tripType === 'open_jaw' || draft.tripType === 'multi_city';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = flightSearchOf(draft, today);
    if (search !== undefined) {
      onSearch(search);
      return;
    }
    // The problems are drawn before the focus moves, so the field is read with its problem.
    flushSync(() => setProblemsShown(true));
    const [first] = problems;
    if (first !== undefined) focus(fieldId(fieldOf(first)));
  };

  const addFlight = () => {
    flushSync(() => setDraft(withLegAdded(draft)));
    focus(fieldId(`${draft.legs.length}-origin`));
  };

  const removeFlight = (index: number) => {
    flushSync(() => setDraft(withLegRemoved(draft, index)));
    focus(addFlightId);
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label={label}
      onSubmit={submit}
      noValidate
      elevation={2}
      sx={{ p: 2 }}
    >
      <Stack spacing={2}>
        <TripTypeChoice
          value={draft.tripType}
          onChange={(tripType) => setDraft((current) => withTripType(current, tripType))}
        />
        {legs.map((leg, index) => {
          const fields = (
            <FlightLegFields
              leg={leg}
              index={index}
              dates={
                draft.tripType === 'round_trip'
                  ? draft.legs.map((each, at) => ({
                      leg: at,
                      label: at === 0 ? flightSearchFormTexts.depart : flightSearchFormTexts.return,
                      value: each.departureDate,
                    }))
                  : [{ leg: index, label: flightSearchFormTexts.depart, value: leg.departureDate }]
              }
              airports={airportsState}
              today={today}
              fieldId={fieldId}
              problemOf={problemOf}
              onEdit={(at, edit) => setDraft((current) => withLegEdit(current, at, edit))}
              onSwap={() => setDraft((current) => withAirportsSwapped(current, index))}
            />
          );
          if (!legsNamed) return <Box key={index}>{fields}</Box>;
          return (
            <FlightLegGroup
              key={index}
              number={index + 1}
              onRemove={canRemoveFlightLeg(draft) ? () => removeFlight(index) : undefined}
            >
              {fields}
            </FlightLegGroup>
          );
        })}
        {draft.tripType === 'multi_city' && (
          <Button
            id={addFlightId}
            onClick={addFlight}
            disabled={!canAddFlightLeg(draft)}
            startIcon={<AddRounded />}
            sx={{ alignSelf: 'flex-start' }}
          >
            {flightSearchFormTexts.addFlight}
          </Button>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'minmax(0, 1fr) minmax(0, 1fr) auto',
            },
            alignItems: 'start',
          }}
        >
          <FieldProblem id={problemId(fieldId('passengers'))} problem={passengersProblem}>
            <PassengersPicker
              id={fieldId('passengers')}
              value={draft.passengers}
              onChange={(passengers) => setDraft((current) => ({ ...current, passengers }))}
              invalid={passengersProblem !== undefined}
              describedBy={
                passengersProblem === undefined ? undefined : problemId(fieldId('passengers'))
              }
            />
          </FieldProblem>
          <CabinClassSelect
            value={draft.cabinClass}
            onChange={(cabinClass) => setDraft((current) => ({ ...current, cabinClass }))}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SearchRounded />}
            sx={{ height: 56, gridColumn: { sm: '1 / -1', md: 'auto' } }}
          >
            {flightSearchFormTexts.search}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
