import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { formatRewards, type RewardsAccount } from '@wayfare/domain';
import { lazy, Suspense, useId } from 'react';
import { usePopupOnDemand } from '../popupOnDemand';
import { rewardsAccountLabel } from '../RewardsAccountPicker/rewardsAccountLabel';
import { rewardsAccountMenuLines } from './rewardsAccountMenuLines';

export interface RewardsAccountMenuProps {
  /** Every rewards account the traveller can pay with, listed in the menu. */
  readonly accounts: readonly RewardsAccount[];
  /** The account the traveller is on: the button shows it, the menu marks it. */
  readonly selected: RewardsAccount;
  /** Called with the account chosen in the menu. */
  readonly onChoose: (accountReferenceId: string) => void;
}

// Every page shows the button; its menu (MUI's Menu, Popover, Modal and focus trap) loads when the
// pointer or the focus comes to the button, at the latest when it opens.
const loadChoices = () => import('./RewardsAccountChoices');
const RewardsAccountChoices = lazy(async () => ({
  default: (await loadChoices()).RewardsAccountChoices,
}));

/**
 * The header's rewards account picker (spec: platform §3, §6): the account the traveller is on,
 * by product name (card type for non-financial users) and last four, with its balance in its own
 * currency; the menu lists every account with its balance, cash equivalent and earn multipliers.
 */
export function RewardsAccountMenu({ accounts, selected, onChoose }: RewardsAccountMenuProps) {
  const menu = usePopupOnDemand<HTMLElement>();
  const buttonId = useId();
  const menuId = useId();
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menuId : undefined}
        endIcon={<ExpandMoreRounded aria-hidden />}
        onPointerEnter={() => void loadChoices()}
        onFocus={() => void loadChoices()}
        onClick={(event) => menu.openAt(event.currentTarget)}
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
      {menu.mounted && (
        <Suspense fallback={null}>
          <RewardsAccountChoices
            id={menuId}
            anchor={menu.anchor}
            buttonId={buttonId}
            accounts={accounts}
            selected={selected}
            onChoose={onChoose}
            onClose={menu.close}
          />
        </Suspense>
      )}
    </>
  );
}
