import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { hotelLoyaltyPrograms, type TravelerProfile } from '@wayfare/domain';
import { travelerTexts } from './travelerTexts';

export interface TravelerDetailsListProps {
  readonly traveler: TravelerProfile;
  /** False for a placeholder profile, whose date of birth stands for none. */
  readonly dateOfBirthKnown: boolean;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
/** A YYYY-MM-DD date in words; the date is a calendar date, so it is read in UTC. */
const formatDate = (isoDate: string) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
};

const programName = (code: string) =>
  hotelLoyaltyPrograms.find((program) => program.code === code)?.name ?? code;

/** The traveler's saved details as term and value pairs; what is not saved is left out. */
export function TravelerDetailsList({ traveler, dateOfBirthKnown }: TravelerDetailsListProps) {
  const hotelLoyalty = Object.entries(traveler.hotelLoyalty ?? {});
  const frequentFlyer = Object.entries(traveler.frequentFlyer);
  const rows: [string, string][] = [
    [
      travelerTexts.dateOfBirth,
      dateOfBirthKnown ? formatDate(traveler.dateOfBirth) : travelerTexts.dateOfBirthMissing,
    ],
  ];
  if (traveler.emailAddress) rows.push([travelerTexts.email, traveler.emailAddress]);
  if (traveler.phoneNumber) rows.push([travelerTexts.phone, traveler.phoneNumber]);
  if (traveler.passport) {
    const { countryOfIssue, expiration } = traveler.passport;
    const expires = expiration ? `, expires ${formatDate(expiration)}` : '';
    rows.push([travelerTexts.passport, `Issued by ${countryOfIssue}${expires}`]);
  }
  if (hotelLoyalty.length > 0)
    rows.push([
      travelerTexts.hotelLoyalty,
      hotelLoyalty.map(([code, { value }]) => `${programName(code)} ${value}`).join(', '),
    ]);
  if (frequentFlyer.length > 0)
    rows.push([
      travelerTexts.frequentFlyer,
      frequentFlyer.map(([airline, { value }]) => `${airline} ${value}`).join(', '),
    ]);
  if (traveler.assistance.length > 0)
    rows.push([travelerTexts.specialAssistance, traveler.assistance.join(', ')]);

  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
