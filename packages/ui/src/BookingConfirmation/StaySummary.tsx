import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  nightsBetween,
  nightsText,
  stayDatesText,
  type ListingMedia,
  type StayDates,
} from '@wayfare/domain';

export interface StaySummaryProps {
  readonly listingName: string;
  readonly photo: Pick<ListingMedia, 'url'> | undefined;
  readonly stayDates: StayDates;
}

/** The booked stay: its photo, the listing's name and the dates with the number of nights. */
export function StaySummary({ listingName, photo, stayDates }: StaySummaryProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, overflow: 'hidden' }}
    >
      {photo && (
        <Box
          component="img"
          src={photo.url}
          // The listing's name is beside it: the photo adds nothing a screen reader should repeat.
          alt=""
          sx={{
            width: { xs: '100%', md: 240 },
            height: { xs: 180, md: 'auto' },
            objectFit: 'cover',
          }}
        />
      )}
      <Box sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {listingName}
        </Typography>
        <Typography>{stayDatesText(stayDates)}</Typography>
        <Typography color="text.secondary">
          {nightsText(nightsBetween(stayDates.from, stayDates.until))}
        </Typography>
      </Box>
    </Paper>
  );
}
