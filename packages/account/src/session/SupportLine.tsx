import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { tenantSettings } from '@wayfare/domain';
import { useTenant } from '@wayfare/ui';

/** The tenant's support number (spec: platform §1 "{phone} in the product"), as a call link. */
export function SupportLine({ lead }: { readonly lead: string }) {
  const { supportPhone } = tenantSettings(useTenant());
  return (
    <Typography>
      {lead} <Link href={`tel:${supportPhone}`}>{supportPhone}</Link>.
    </Typography>
  );
}
