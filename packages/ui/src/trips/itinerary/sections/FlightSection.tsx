import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TripFlight } from '@wayfare/domain';
import { formatLocalDateTime } from '../../formatTripDates';
import { tripKindIcons } from '../../tripKindIcons';
import { TripFacts } from '../../TripFacts';
import { ticketStatusLabels } from '../../tripLabels';
import type { FlightNames } from '../flightNames';
import { itineraryActionLabels, itineraryTexts, sliceTitle } from '../itineraryTexts';
import { FlightSliceDetails } from './FlightSliceDetails';
import { ItinerarySection, type ItinerarySectionBaseProps } from './ItinerarySection';
import { sliceRoute } from './sliceRoute';

export interface FlightSectionProps extends ItinerarySectionBaseProps {
  readonly flight: TripFlight;
  readonly flightNames?: FlightNames;
}

/**
 * The flight of a trip (spec: products §2, §3): its ticket, then each slice with its flights, or,
 * for a multi-city trip of up to 5 legs, one line a leg and the whole itinerary in its modal; a
 * note where its tickets are separate (virtual interline). Its buttons: check in, the itinerary,
 * what separate tickets mean, cancel the flight, and change it.
 */
export function FlightSection({ flight, flightNames, ...section }: FlightSectionProps) {
  const { slices, tripType, multiTicketType } = flight.itinerary;
  const { locale } = section;
  return (
    <ItinerarySection
      {...section}
      title={itineraryTexts.flightSection}
      Icon={tripKindIcons.Flight}
      part="flight"
      actions={[
        ['flightCheckIn', itineraryActionLabels.flightCheckIn],
        ['flightItinerary', itineraryActionLabels.flightItinerary],
        ['virtualInterline', itineraryActionLabels.virtualInterline],
        ['cancelFlight', itineraryActionLabels.cancelFlight],
        ['exchangeFlight', itineraryActionLabels.exchangeFlight],
      ]}
    >
      <TripFacts
        facts={[{ term: itineraryTexts.ticket, value: ticketStatusLabels[flight.ticketStatus] }]}
      />
      {tripType === 'multi_city' ? (
        <Box
          component="ol"
          aria-label={itineraryTexts.legs}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
        >
          {slices.map((slice, index) => {
            const first = slice.segments[0];
            return (
              <Box component="li" key={index} data-part="leg">
                <Typography sx={{ fontWeight: 600 }}>
                  {`${sliceTitle(tripType, index, slices.length)}: ${sliceRoute(slice)}`}
                </Typography>
                {first && (
                  <Typography variant="body2" color="text.secondary">
                    {formatLocalDateTime(
                      first.updatedDeparture ?? first.scheduledDeparture,
                      locale,
                    )}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      ) : (
        slices.map((slice, index) => (
          <FlightSliceDetails
            key={index}
            slice={slice}
            title={sliceTitle(tripType, index, slices.length)}
            headingLevel={section.headingLevel === 2 ? 3 : 4}
            flightNames={flightNames}
            locale={locale}
          />
        ))
      )}
      {multiTicketType === 'virtualInterline' && (
        <Typography
          variant="body2"
          color="text.secondary"
          data-part="virtual-interline"
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <InfoOutlined fontSize="small" aria-hidden />
          {itineraryTexts.virtualInterline}
        </Typography>
      )}
    </ItinerarySection>
  );
}
