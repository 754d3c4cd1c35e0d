import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { mobileBreakpointPx } from '../theme';
import { FoundationPage, FoundationSection } from './FoundationPage';

/** The theme's breakpoints, and the one below which the portal takes its mobile layout. */
export function BreakpointTable() {
  const theme = useTheme();
  const { keys, values } = theme.breakpoints;
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  return (
    <FoundationPage
      title="Breakpoints"
      intro={`theme.breakpoints.values: below ${mobileBreakpointPx} px (md) the portal uses its mobile layout, with a stepped checkout and bottom bars (spec: platform §9).`}
    >
      <FoundationSection title="Widths">
        <Paper variant="outlined" sx={{ overflow: 'hidden', maxWidth: 720 }}>
          <Table size="small" sx={{ '& caption': { captionSide: 'top' } }}>
            <caption>theme.breakpoints.values, narrowest first</caption>
            <TableHead>
              <TableRow>
                <TableCell scope="col">Breakpoint</TableCell>
                <TableCell scope="col">From</TableCell>
                <TableCell scope="col">Layout</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.map((key) => {
                const isMobileBreakpoint = values[key] === mobileBreakpointPx;
                return (
                  <TableRow key={key} data-breakpoint={key} selected={isMobileBreakpoint}>
                    <TableCell component="th" scope="row">
                      {key}
                      {isMobileBreakpoint && (
                        <Chip
                          size="small"
                          color="primary"
                          label="Mobile breakpoint"
                          sx={{ ml: 1 }}
                        />
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{values[key]} px</TableCell>
                    <TableCell>
                      <Typography variant="body2" component="span">
                        {values[key] < mobileBreakpointPx ? 'Mobile' : 'Desktop'}
                      </Typography>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Paper>
        <Typography data-layout={mobile ? 'mobile' : 'desktop'} sx={{ mt: 2 }}>
          At this preview&apos;s width the portal shows its {mobile ? 'mobile' : 'desktop'} layout.
        </Typography>
      </FoundationSection>
    </FoundationPage>
  );
}
