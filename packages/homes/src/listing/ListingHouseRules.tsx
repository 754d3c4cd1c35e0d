import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  paymentPolicyLines,
  timeWindowText,
  truncationLimits,
  type VacationRentalListing,
} from '@wayfare/domain';
import { TruncatedText } from '@wayfare/ui';
import type { ReactNode } from 'react';

export interface ListingHouseRulesProps {
  readonly listing: VacationRentalListing;
}

function Rule({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="h3" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * House rules (spec: platform §2, §3 terms): check-in and check-out windows (h:mm A) and check-in
 * information, pets (policy cut at 200 characters), important information (cut at 500), the
 * cancellation and payment policies, and the terms of service.
 */
export function ListingHouseRules({ listing }: ListingHouseRulesProps) {
  const { terms, termsOfService, availability } = listing;
  const rate = availability.AvailabilityResult === 'Available' ? availability.rate : undefined;
  return (
    <Stack spacing={3}>
      {(terms.checkInTimes ?? terms.checkOutTimes) && (
        <Rule title="Check-in and check-out">
          {terms.checkInTimes && (
            <Typography>Check-in: {timeWindowText(terms.checkInTimes)}</Typography>
          )}
          {terms.checkOutTimes && (
            <Typography>Check-out: {timeWindowText(terms.checkOutTimes)}</Typography>
          )}
          {terms.checkinInformation && (
            <Typography color="text.secondary">{terms.checkinInformation}</Typography>
          )}
        </Rule>
      )}
      <Rule title="Pets">
        <Typography>{terms.petFriendly ? 'Pets allowed' : 'Pets not allowed'}</Typography>
        {terms.petFriendly && terms.petsPolicy && (
          <TruncatedText
            text={terms.petsPolicy}
            limit={truncationLimits.petsPolicy}
            variant="body2"
          />
        )}
      </Rule>
      {terms.importantInformation && (
        <Rule title="Important information">
          <TruncatedText
            text={terms.importantInformation}
            limit={truncationLimits.importantInformation}
          />
        </Rule>
      )}
      {rate && (
        <Rule title="Cancellation policy">
          <Typography sx={{ fontWeight: 600 }}>{rate.cancellationPolicy.primaryText}</Typography>
          {rate.cancellationPolicy.secondaryText && (
            <Typography color="text.secondary">{rate.cancellationPolicy.secondaryText}</Typography>
          )}
        </Rule>
      )}
      {rate && (
        <Rule title="Payment">
          {paymentPolicyLines(rate.paymentPolicy).map((line) => (
            <Typography key={line}>{line}</Typography>
          ))}
        </Rule>
      )}
      {termsOfService && (
        <Link href={termsOfService.url} target="_blank" rel="noreferrer">
          {termsOfService.text}
        </Link>
      )}
    </Stack>
  );
}
