import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { formatWalletAmount, walletTexts, type TravelWalletOffer } from '@wayfare/domain';
import { useId } from 'react';

export interface WalletOfferListProps {
  readonly offers: readonly TravelWalletOffer[];
  readonly selectedOfferId: string | undefined;
  readonly onOfferChange: (offerId: string | undefined) => void;
  readonly disabled: boolean;
}

const noOfferValue = '';

/** The offers as a radio list, one at most, with "No offer" first. */
export function WalletOfferList({
  offers,
  selectedOfferId,
  onOfferChange,
  disabled,
}: WalletOfferListProps) {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
        {walletTexts.offers}
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        value={selectedOfferId ?? noOfferValue}
        onChange={(event) =>
          onOfferChange(event.target.value === noOfferValue ? undefined : event.target.value)
        }
      >
        <FormControlLabel
          value={noOfferValue}
          disabled={disabled}
          control={<Radio />}
          label={walletTexts.noOffer}
        />
        {offers.map((offer) => (
          <OfferOption key={offer.id} offer={offer} disabled={disabled} />
        ))}
      </RadioGroup>
    </Box>
  );
}

function OfferOption({ offer, disabled }: { offer: TravelWalletOffer; disabled: boolean }) {
  const detailsId = useId();
  return (
    <FormControlLabel
      value={offer.id}
      disabled={disabled}
      control={<Radio slotProps={{ input: { 'aria-describedby': detailsId } }} />}
      sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.75 }, mb: 1 }}
      label={
        <>
          {offer.title}
          <Typography
            id={detailsId}
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {[
              ...offer.descriptions,
              `${formatWalletAmount(offer.amount)} off`,
              offer.maxApplicableCredit && `Up to ${formatWalletAmount(offer.maxApplicableCredit)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </>
      }
    />
  );
}
