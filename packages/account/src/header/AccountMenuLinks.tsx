import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';

export interface AccountMenuLinksProps {
  readonly id: string;
  /** The button the menu hangs from and is labelled by; null while the menu is closed. */
  readonly anchor: HTMLElement | null;
  readonly buttonId: string;
  readonly links: readonly { readonly to: string; readonly label: string }[];
  readonly onClose: () => void;
}

/** The account menu's list: a link to each account screen, closing the menu as it goes. */
export function AccountMenuLinks({ id, anchor, buttonId, links, onClose }: AccountMenuLinksProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {links.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
