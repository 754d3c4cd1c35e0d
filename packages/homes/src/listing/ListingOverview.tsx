import BathtubOutlined from '@mui/icons-material/BathtubOutlined';
import BedOutlined from '@mui/icons-material/BedOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  hostedByText,
  popularAmenities,
  roomCards,
  roomCardsShown,
  roomCardsToggleLabel,
  upToGuestsText,
  maxGuests,
  type VacationRentalListing,
} from '@wayfare/domain';
import { useId, useState } from 'react';

export interface ListingOverviewProps {
  readonly listing: VacationRentalListing;
  /** The viewport width, which decides how many room cards show before "View all (N)". */
  readonly viewportWidth: number;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The overview (spec: platform §2): "Up to N guest(s)", bedrooms, bathrooms, the most popular
 * amenities, the host, and the rooms and beds cards with "View all (N)" / "View less".
 */
export function ListingOverview({ listing, viewportWidth }: ListingOverviewProps) {
  const { content, hostInfo } = listing.listing;
  const { layout } = content;
  const cards = roomCards(layout);
  const shownByDefault = roomCardsShown(viewportWidth);
  const [expanded, setExpanded] = useState(false);
  const cardsId = useId();
  const shown = expanded ? cards : cards.slice(0, shownByDefault);
  const facts = [
    { icon: <PeopleOutlined />, text: upToGuestsText(maxGuests(listing.terms.maxOccupancy)) },
    { icon: <BedOutlined />, text: plural(layout.numberOfBedrooms, 'bedroom') },
    { icon: <BathtubOutlined />, text: plural(layout.numberOfBathrooms, 'bathroom') },
  ];

  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', gap: 3 }}
      >
        {facts.map((fact) => (
          <Stack
            key={fact.text}
            component="li"
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
          >
            <Box aria-hidden sx={{ display: 'flex', color: 'text.secondary' }}>
              {fact.icon}
            </Box>
            <Typography>{fact.text}</Typography>
          </Stack>
        ))}
      </Stack>
      {popularAmenities(content.amenities).length > 0 && (
        <Box>
          <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
            Popular amenities
          </Typography>
          <Stack
            component="ul"
            direction="row"
            sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', gap: 2 }}
          >
            {popularAmenities(content.amenities).map((amenity) => (
              <Stack
                key={amenity.kind}
                component="li"
                direction="row"
                spacing={0.5}
                sx={{ alignItems: 'center' }}
              >
                <CheckCircleOutlined aria-hidden fontSize="small" color="success" />
                <Typography variant="body2">{amenity.displayName}</Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
      )}
      {hostInfo && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar src={hostInfo.hostImageUrl} alt="" sx={{ bgcolor: 'primary.main' }}>
            {hostInfo.hostName.slice(0, 1)}
          </Avatar>
          <Typography sx={{ fontWeight: 600 }}>{hostedByText(hostInfo.hostName)}</Typography>
        </Stack>
      )}
      {cards.length > 0 && (
        <Box>
          <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
            Rooms and beds
          </Typography>
          <Box
            id={cardsId}
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: {
                xs: 'repeat(2, 1fr)',
                sm: 'repeat(3, 1fr)',
                lg: 'repeat(4, 1fr)',
              },
            }}
          >
            {shown.map((card) => (
              <Box
                component="li"
                key={card.title}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
              >
                <Typography sx={{ fontWeight: 600 }}>{card.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {card.description}
                </Typography>
              </Box>
            ))}
          </Box>
          {cards.length > shownByDefault && (
            <Button
              aria-expanded={expanded}
              aria-controls={cardsId}
              onClick={() => setExpanded(!expanded)}
              sx={{ mt: 1, px: 0 }}
            >
              {roomCardsToggleLabel(cards.length, expanded)}
            </Button>
          )}
        </Box>
      )}
    </Stack>
  );
}
