import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { amenityGroups, viewAllAmenitiesLabel, type ListingAmenity } from '@wayfare/domain';
import { useId, useState } from 'react';

export interface ListingAmenitiesProps {
  readonly amenities: readonly ListingAmenity[];
}

/** spec: platform §2 "Amenity categories ... Each group shows the first 4 with 'View all (n)'." */
export function ListingAmenities({ amenities }: ListingAmenitiesProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      {amenityGroups(amenities).map((group) => (
        <AmenityGroup key={group.category} group={group} />
      ))}
    </Box>
  );
}

function AmenityGroup({ group }: { group: ReturnType<typeof amenityGroups>[number] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const label = viewAllAmenitiesLabel(group);
  const items = expanded ? group.all : group.shown;
  return (
    <Box>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {group.category}
      </Typography>
      <Box id={listId} component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((amenity) => (
          <Typography component="li" key={amenity.kind}>
            {amenity.displayName}
          </Typography>
        ))}
      </Box>
      {label && (
        <Button
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
          sx={{ px: 0 }}
        >
          {expanded ? 'View less' : label}
        </Button>
      )}
    </Box>
  );
}
