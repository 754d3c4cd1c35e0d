import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { formatFiat, formatRewards, type RewardsAccount } from '@wayfare/domain';
import { useId, useState } from 'react';
import { rewardsAccountLabel } from '../RewardsAccountPicker/rewardsAccountLabel';
import { earnMultipliersText } from './earnMultipliersText';
import { rewardsAccountMenuLines } from './rewardsAccountMenuLines';

export interface RewardsAccountMenuProps {
  readonly accounts: readonly RewardsAccount[];
  readonly selected: RewardsAccount;
  readonly onChoose: (accountReferenceId: string) => void;
}

const balanceOf = (account: RewardsAccount) =>
  `${formatRewards(account.rewardsBalance)} (${formatFiat(account.rewardsCashEquivalent)})`;

/**
 * The header's rewards account picker (spec: platform §3, §6): the account the traveller is on,
 * by product name (card type for non-financial users) and last four, with its balance in its own
 * currency; the menu lists every account with its balance, cash equivalent and earn multipliers.
 */
export function RewardsAccountMenu({ accounts, selected, onChoose }: RewardsAccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<ExpandMoreRounded aria-hidden />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          textTransform: 'none',
          textAlign: 'left',
          lineHeight: 1.2,
          minWidth: 0,
          whiteSpace: 'nowrap',
        }}
      >
        <span>
          <Box component="span" sx={visuallyHidden}>
            Rewards account:{' '}
          </Box>
          <Typography component="span" {...rewardsAccountMenuLines.label}>
            {rewardsAccountLabel(selected)}
          </Typography>
          <Typography component="span" {...rewardsAccountMenuLines.balance}>
            {formatRewards(selected.rewardsBalance)}
          </Typography>
        </span>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
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
              setAnchor(null);
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
    </>
  );
}
