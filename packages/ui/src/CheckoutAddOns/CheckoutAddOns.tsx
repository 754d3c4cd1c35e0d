import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** One add-on as the checkout offers it, in words already. */
export interface CheckoutAddOn<Id extends string = string> {
  readonly id: Id;
  readonly title: string;
  /** What it covers, and until when. */
  readonly description: string;
  /** What it costs: "$45.60 (15% of your fares)". */
  readonly price: string;
  /** The checkbox's name: "Add Cancel for any reason for $45.60". */
  readonly addLabel: string;
  /** A line under the description ("Over 60,000 travelers added the service."). */
  readonly socialProof?: string;
}

export interface CheckoutAddOnsProps<Id extends string> {
  /** The section's heading: "Protect your trip". */
  readonly heading: string;
  /** A line under it: why now. */
  readonly intro: string;
  /** The add-ons offered, in the order listed. */
  readonly addOns: readonly CheckoutAddOn<Id>[];
  /** Those taken: their boxes ticked. */
  readonly chosen: readonly Id[];
  /** An add-on ticked or unticked. */
  readonly onChange: (id: Id, isChosen: boolean) => void;
  /** Said, with a progress bar, while the trip is priced again; the boxes wait. */
  readonly updatingText?: string;
  /** The boxes wait without a word (the booking is under way). */
  readonly disabled?: boolean;
}

/**
 * The checkout's add-ons (products §1: cancel or change for any reason, disruption protection):
 * one box per add-on the quote offers, its price beside its name, what it covers under it. A
 * box ticked or unticked prices the trip again; while it does, the boxes wait and the section says
 * so (a polite live region).
 */
export function CheckoutAddOns<Id extends string>({
  heading,
  intro,
  addOns,
  chosen,
  onChange,
  updatingText,
  disabled = false,
}: CheckoutAddOnsProps<Id>) {
  const headingId = useId();
  const idPrefix = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} component="h2" variant="h5">
        {heading}
      </Typography>
      <Typography color="text.secondary">{intro}</Typography>
      {addOns.map((addOn) => {
        const descriptionId = `${idPrefix}-${addOn.id}`;
        const isChosen = chosen.includes(addOn.id);
        return (
          <Paper
            key={addOn.id}
            variant="outlined"
            sx={{ p: 2, borderColor: isChosen ? 'primary.main' : undefined }}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <FormControlLabel
                label={<Typography sx={{ fontWeight: 700 }}>{addOn.title}</Typography>}
                control={
                  <Checkbox
                    checked={isChosen}
                    disabled={disabled || updatingText !== undefined}
                    onChange={(_, next) => onChange(addOn.id, next)}
                    slotProps={{
                      input: { 'aria-label': addOn.addLabel, 'aria-describedby': descriptionId },
                    }}
                  />
                }
              />
              <Typography sx={{ fontWeight: 700, pl: { xs: 4, sm: 0 } }}>{addOn.price}</Typography>
            </Stack>
            <Stack id={descriptionId} spacing={0.5} sx={{ pl: 4 }}>
              <Typography variant="body2">{addOn.description}</Typography>
              {addOn.socialProof && (
                <Typography variant="body2" color="text.secondary">
                  {addOn.socialProof}
                </Typography>
              )}
            </Stack>
          </Paper>
        );
      })}
      <Stack aria-live="polite" spacing={1}>
        {updatingText !== undefined && (
          <>
            <Typography variant="body2">{updatingText}</Typography>
            <LinearProgress aria-label={updatingText} />
          </>
        )}
      </Stack>
    </Stack>
  );
}
