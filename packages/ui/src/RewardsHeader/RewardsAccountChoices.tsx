import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { formatFiat, formatRewards, type RewardsAccount } from '@wayfare/domain';
import { rewardsAccountLabel } from '../RewardsAccountPicker/rewardsAccountLabel';
import { earnMultipliersText } from './earnMultipliersText';

export interface RewardsAccountChoicesProps {
  readonly id: string;
  /** The button the menu hangs from and is labelled by; null while the menu is closed. */
  readonly anchor: HTMLElement | null;
  readonly buttonId: string;
  readonly accounts: readonly RewardsAccount[];
  readonly selected: RewardsAccount;
  readonly onChoose: (accountReferenceId: string) => void;
  readonly onClose: () => void;
}

const balanceOf = (account: RewardsAccount) =>
  `${formatRewards(account.rewardsBalance)} (${formatFiat(account.rewardsCashEquivalent)})`;

/** The rewards account picker's menu: every account with its balance, cash value and earn rates. */
export function RewardsAccountChoices({
  id,
  anchor,
  buttonId,
  accounts,
  selected,
  onChoose,
  onClose,
}: RewardsAccountChoicesProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {accounts.map((account) => (
        <MenuItem
          key={account.accountReferenceId}
          selected={account.accountReferenceId === selected.accountReferenceId}
          onClick={() => {
            onChoose(account.accountReferenceId);
            onClose();
          }}
          sx={{ maxWidth: 380, whiteSpace: 'normal' }}
        >
          <ListItemText
            primary={rewardsAccountLabel(account)}
            secondary={`${balanceOf(account)} · Earn ${earnMultipliersText(account)}`}
          />
        </MenuItem>
      ))}
    </Menu>
  );
}
