import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { defaultLocale, formatFiat, type TripReceipt } from '@wayfare/domain';
import { TripFacts } from '../../TripFacts';
import { receiptTexts } from '../itineraryTexts';
import type { ItineraryDialogBaseProps } from './ItineraryDialog';
import { ItineraryInfoDialog } from './ItineraryInfoDialog';

export interface ItemizedReceiptDialogProps extends ItineraryDialogBaseProps {
  /** The booking's receipt: its lines, its total and how it was paid. */
  readonly receipt: TripReceipt;
  /** The locale amounts are written in (en-US by default, products §9). */
  readonly locale?: string;
}

/**
 * The "itemized receipt" modal (spec: products §2 "itemized hotel/home/package receipt"): each line
 * with its amount, the total, and what paid for it, as a table a screen reader reads by row.
 */
export function ItemizedReceiptDialog({
  receipt,
  locale = defaultLocale,
  ...dialog
}: ItemizedReceiptDialogProps) {
  const amountCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
  return (
    <ItineraryInfoDialog {...dialog} title={receiptTexts.title}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{receiptTexts.item}</TableCell>
            <TableCell sx={amountCell}>{receiptTexts.amount}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {receipt.lines.map((line, index) => (
            // A receipt's lines have no id, and two may share a label: their place is their key.
            <TableRow key={`${line.label}-${index}`}>
              <TableCell component="th" scope="row">
                {line.label}
              </TableCell>
              <TableCell sx={amountCell}>{formatFiat(line.amount, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {receiptTexts.total}
            </TableCell>
            <TableCell sx={{ ...amountCell, fontWeight: 700, color: 'text.primary' }}>
              {formatFiat(receipt.total, locale)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
      <TripFacts facts={[{ term: receiptTexts.paidWith, value: receipt.paidWith }]} />
    </ItineraryInfoDialog>
  );
}
