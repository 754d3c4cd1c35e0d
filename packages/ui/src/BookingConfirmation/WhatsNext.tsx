import DirectionsCarRounded from '@mui/icons-material/DirectionsCarRounded';
import FlightRounded from '@mui/icons-material/FlightRounded';
import LuggageRounded from '@mui/icons-material/LuggageRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { confirmationTexts } from '@wayfare/domain';
import { useId, type ReactNode } from 'react';

export interface WhatsNextProps {
  readonly bookAFlightHref: string;
  readonly rentACarHref: string;
  /** My Trips, where the booking is found, changed or cancelled. */
  readonly myTripsHref: string;
}

/**
 * spec: platform §2 "What's next?" cards for Book a Flight and Rent a Car; ours, a third to My
 * Trips, where the stay just booked can be found and cancelled.
 */
export function WhatsNext({ bookAFlightHref, rentACarHref, myTripsHref }: WhatsNextProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1.5 }}>
        {confirmationTexts.whatsNext}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, gap: 2 }}>
        <NextCard
          href={bookAFlightHref}
          icon={<FlightRounded />}
          title={confirmationTexts.bookAFlight}
          text="Find flights for this trip."
        />
        <NextCard
          href={rentACarHref}
          icon={<DirectionsCarRounded />}
          title={confirmationTexts.rentACar}
          text="Get around at your destination."
        />
        <NextCard
          href={myTripsHref}
          icon={<LuggageRounded />}
          title={confirmationTexts.myTrips}
          text="Find this booking, or cancel it."
        />
      </Box>
    </Box>
  );
}

interface NextCardProps {
  readonly href: string;
  readonly icon: ReactNode;
  readonly title: string;
  readonly text: string;
}

function NextCard({ href, icon, title, text }: NextCardProps) {
  return (
    <Card variant="outlined">
      <CardActionArea
        href={href}
        sx={{ display: 'flex', justifyContent: 'flex-start', gap: 2, p: 2, height: '100%' }}
      >
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 48,
            height: 48,
            borderRadius: '50%',
            backgroundColor: 'action.selected',
            color: 'primary.main',
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
        <Box>
          <Typography variant="h3" component="span" sx={{ display: 'block' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="span">
            {text}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
