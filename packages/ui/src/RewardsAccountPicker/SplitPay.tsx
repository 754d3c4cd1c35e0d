import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { customRewardsAmountError, type RewardsAccount, type RewardsChoice } from '@wayfare/domain';
import { useState } from 'react';

export interface SplitPayProps {
  /** The chosen account, one that can redeem. */
  readonly account: RewardsAccount;
  /** The saved custom amount, if any. */
  readonly customAmount: number | undefined;
  readonly onChoiceChange: (choice: RewardsChoice) => void;
  readonly disabled: boolean;
}

/** The number a traveller typed, read as `customRewardsAmountError` reads it (grouping commas allowed). */
const amountOf = (input: string) => Number(input.replaceAll(',', '').trim());

/**
 * Split pay (spec: platform §4, §5): "Use a custom amount" reveals an amount field with Save; the
 * rest goes on the card. The errors are the domain's, in the spec's words: an amount that is not
 * a positive number, one over the balance, and one typed but not saved.
 */
export function SplitPay({ account, customAmount, onChoiceChange, disabled }: SplitPayProps) {
  const [useCustom, setUseCustom] = useState(customAmount !== undefined);
  const [input, setInput] = useState(customAmount === undefined ? '' : String(customAmount));
  const [attempted, setAttempted] = useState(false);
  const balance = account.rewardsBalance.value;
  const saved = customAmount !== undefined && amountOf(input) === customAmount;
  const error =
    input !== '' || attempted ? customRewardsAmountError(input, balance, saved) : undefined;
  const unit = account.rewardsBalance.currencyDescription ?? account.rewardsBalance.currency;
  const accountReferenceId = account.accountReferenceId;

  const save = () => {
    setAttempted(true);
    // Only the not-saved message may stand: Save is what clears it.
    if (customRewardsAmountError(input, balance, true) !== undefined) return;
    onChoiceChange({ kind: 'account', accountReferenceId, customAmount: amountOf(input) });
  };

  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={
          <Switch
            checked={useCustom}
            disabled={disabled}
            onChange={(event) => {
              setUseCustom(event.target.checked);
              if (event.target.checked) return;
              setInput('');
              setAttempted(false);
              if (customAmount !== undefined)
                onChoiceChange({ kind: 'account', accountReferenceId });
            }}
          />
        }
        label="Use a custom amount"
      />
      {useCustom && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={`Amount in ${unit}`}
            value={input}
            disabled={disabled}
            error={error !== undefined}
            helperText={error}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              save();
            }}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ flex: 1, maxWidth: 320 }}
          />
          <Button variant="outlined" disabled={disabled} onClick={save} sx={{ mt: 1 }}>
            Save
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
