import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Palette, Tenant } from '@wayfare/domain';
import { useMemo } from 'react';
import { createWayfareTheme } from '../theme';
import { colourGroups } from './colourRoles';
import { ContrastRatio } from './ContrastRatio';
import { measureSwatch } from './measureSwatch';

export interface PaletteTableProps {
  /** The tenant whose theme is read. */
  readonly tenant: Tenant;
  /** The tenant's palette whose colours are listed. */
  readonly palette: Palette;
}

/** Every colour role of one tenant's palette, one row each, read from its own theme. */
export function PaletteTable({ tenant, palette }: PaletteTableProps) {
  const themePalette = useMemo(
    () => createWayfareTheme({ tenant, palette }).palette,
    [tenant, palette],
  );
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Table
        size="small"
        sx={{
          // Narrower cells at phone width, where three columns share 358 px.
          '& td, & th': { px: { xs: 1, sm: 2 } },
          '& caption': {
            captionSide: 'top',
            typography: 'subtitle1',
            color: 'text.primary',
            px: { xs: 1, sm: 2 },
            pt: 1.5,
            pb: 1,
          },
        }}
      >
        <caption>
          {tenant} · {palette}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Role</TableCell>
            <TableCell scope="col">Hex</TableCell>
            <TableCell scope="col">Contrast</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {colourGroups
            .flatMap((group) => group.roles)
            .map((role) => {
              const swatch = measureSwatch(role, themePalette);
              return (
                <TableRow key={role.name} data-colour-role={role.name}>
                  <TableCell component="th" scope="row">
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                      <Box
                        data-swatch
                        sx={{
                          flex: 'none',
                          width: 16,
                          height: 16,
                          borderRadius: 0.5,
                          border: 1,
                          borderColor: 'divider',
                          bgcolor: swatch.colour,
                        }}
                      />
                      {role.name}
                    </Box>
                  </TableCell>
                  <TableCell>{swatch.hex}</TableCell>
                  <TableCell>
                    <ContrastRatio swatch={swatch} compact />
                  </TableCell>
                </TableRow>
              );
            })}
        </TableBody>
      </Table>
    </Paper>
  );
}
