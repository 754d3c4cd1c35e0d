import { useTheme } from '@mui/material/styles';
import type { Tenant } from '@wayfare/domain';

/** The tenant the surrounding WayfareThemeProvider was made for. */
export function useTenant(): Tenant {
  return useTheme().wayfare.tenant;
}
