import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TravelWalletControls } from '@wayfare/booking';
import { formatWalletAmount, walletTexts } from '@wayfare/domain';
import { useId } from 'react';

export interface WalletChoicesProps {
  readonly wallet: TravelWalletControls;
  readonly disabled: boolean;
}

const noOfferValue = 'no-offer';

/**
 * The travel wallet at checkout (spec: platform §3 Travel wallet, §4 "fully covered by wallet"):
 * apply the credit, choose one offer for vacation rentals, and say when nothing is left due.
 */
export function WalletChoices({ wallet, disabled }: WalletChoicesProps) {
  const offersLabelId = useId();
  const { credit, offers, choice, coverage } = wallet;
  const hasCredit = credit !== undefined && credit.amount.amount > 0;
  if (wallet.isPending) return null;
  if (!hasCredit && offers.length === 0)
    return <Typography color="text.secondary">{walletTexts.empty}</Typography>;
  return (
    <Stack spacing={1.5}>
      {hasCredit && (
        <FormControlLabel
          disabled={disabled}
          control={
            <Checkbox
              checked={choice.applyCredit}
              onChange={(event) => wallet.setApplyCredit(event.target.checked)}
            />
          }
          label={`${walletTexts.applyCredit} (${formatWalletAmount(credit.amount)})`}
        />
      )}
      {offers.length > 0 && (
        <FormControl component="fieldset">
          <FormLabel id={offersLabelId} component="legend">
            {walletTexts.offers}
          </FormLabel>
          <RadioGroup
            aria-labelledby={offersLabelId}
            value={choice.offerId ?? noOfferValue}
            onChange={(event) =>
              wallet.chooseOffer(event.target.value === noOfferValue ? null : event.target.value)
            }
          >
            {offers.map((offer) => (
              <FormControlLabel
                key={offer.id}
                value={offer.id}
                disabled={disabled}
                control={<Radio />}
                label={`${offer.title} (${formatWalletAmount(offer.amount)})`}
              />
            ))}
            <FormControlLabel
              value={noOfferValue}
              control={<Radio />}
              label={walletTexts.noOffer}
            />
          </RadioGroup>
        </FormControl>
      )}
      {coverage?.isFullyCovered && <Alert severity="success">{walletTexts.fullyCovered}</Alert>}
    </Stack>
  );
}
