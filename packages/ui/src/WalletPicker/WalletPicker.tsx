import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatWalletAmount,
  walletCreditPoints,
  walletTexts,
  type TravelWalletCredit,
  type TravelWalletOffer,
  type WalletCoverage,
} from '@wayfare/domain';
import { useId } from 'react';
import { WalletApplied } from './WalletApplied';
import { WalletOfferList } from './WalletOfferList';

export interface WalletPickerProps {
  /** The traveller's travel credit (spec: platform §3 Travel wallet); none when they have none. */
  readonly credit?: TravelWalletCredit | undefined;
  /** The offers that apply to this booking (`offersForProductLine(offers, 'Home')`). */
  readonly offers: readonly TravelWalletOffer[];
  /** Whether the credit is applied. */
  readonly applyCredit: boolean;
  /** The chosen offer's id; no offer when undefined. */
  readonly selectedOfferId?: string | undefined;
  /** What the wallet covers of the trip total (`walletCoverage`), worked out by the page. */
  readonly coverage?: WalletCoverage | undefined;
  /** The trip total's currency, for the coverage line; the credit's or first offer's by default. */
  readonly currency?: string;
  /** Called when the traveller applies or removes the credit. */
  readonly onApplyCreditChange: (applyCredit: boolean) => void;
  /** Called with the chosen offer's id, or undefined for "No offer". */
  readonly onOfferChange: (offerId: string | undefined) => void;
  /** Nothing can be changed (while the booking is sent). */
  readonly disabled?: boolean;
  /** A class for the root element, to place the component in its page. */
  readonly className?: string;
}

/** A credit can be applied when it holds money and has not expired or been spent (products §4). */
const isUsable = (credit: TravelWalletCredit | undefined): credit is TravelWalletCredit =>
  credit !== undefined &&
  credit.amount.amount > 0 &&
  (credit.state === undefined || credit.state === 'Available');

/**
 * The travel wallet at checkout (spec: platform §3 Travel wallet, §4 "fully covered by wallet:
 * credit only, offer only, or both", §9 100 points per currency unit): apply the credit, choose
 * one offer, and see what they cover.
 */
export function WalletPicker({
  credit,
  offers,
  applyCredit,
  selectedOfferId,
  coverage,
  currency,
  onApplyCreditChange,
  onOfferChange,
  disabled = false,
  className,
}: WalletPickerProps) {
  const creditDetailsId = useId();
  const usableCredit = isUsable(credit) ? credit : undefined;
  const coverageCurrency =
    currency ?? usableCredit?.amount.currency ?? offers[0]?.amount.currency ?? 'USD';

  return (
    <Stack spacing={1.5} className={className}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        Travel wallet
      </Typography>
      {!usableCredit && offers.length === 0 ? (
        <Typography color="text.secondary">{walletTexts.empty}</Typography>
      ) : (
        <>
          {usableCredit && (
            <Stack>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={applyCredit}
                    disabled={disabled}
                    onChange={(event) => onApplyCreditChange(event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': creditDetailsId } }}
                  />
                }
                label={walletTexts.applyCredit}
              />
              <Typography
                id={creditDetailsId}
                variant="body2"
                color="text.secondary"
                sx={{ pl: 4 }}
              >
                {formatWalletAmount(usableCredit.amount)} available (
                {walletCreditPoints(usableCredit.amount.amount).toLocaleString('en-US')} points)
              </Typography>
            </Stack>
          )}
          {offers.length > 0 && (
            <WalletOfferList
              offers={offers}
              selectedOfferId={selectedOfferId}
              onOfferChange={onOfferChange}
              disabled={disabled}
            />
          )}
          <WalletApplied coverage={coverage} currency={coverageCurrency} />
        </>
      )}
    </Stack>
  );
}
