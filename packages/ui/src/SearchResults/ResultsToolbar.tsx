import ListRounded from '@mui/icons-material/ListRounded';
import MapOutlined from '@mui/icons-material/MapOutlined';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NativeSelectField } from '../NativeSelectField';

/** How the results are shown (spec: products §2 result-view modes map and list). */
export type ResultsView = 'list' | 'map';

export interface ResultsToolbarProps<SortOrder extends string> {
  /** How many results the search found, in words: "13 homes". */
  readonly countText: string;
  /** The order the results are listed in: the select's value. */
  readonly sortOrder: SortOrder;
  /** The orders offered, in the order the menu lists them. */
  readonly sortOrders: readonly SortOrder[];
  /** Each order's name in the select: "Price: low to high". */
  readonly sortLabels: Readonly<Record<SortOrder, string>>;
  /** Called with the order chosen in the select. */
  readonly onSortOrder: (next: SortOrder) => void;
  /** The list / map switch's state; a list without a map (flights) has no switch. */
  readonly view?: ResultsView;
  /** Called with the view chosen on the switch. */
  readonly onView?: (next: ResultsView) => void;
  /** More controls before the sort: the hotel list's filters, say. */
  readonly children?: ReactNode;
}

/**
 * Above the results: how many, then the sort menu and, where there is a map, the list / map
 * switch. The sort is the browser's own select: the phone's picker, keyboard use for free, and
 * no popover to mount (MUI's menu opening was a 130–180 ms task on a phone's CPU beside a long
 * list).
 */
export function ResultsToolbar<SortOrder extends string>({
  countText,
  sortOrder,
  sortOrders,
  sortLabels,
  onSortOrder,
  view,
  onView,
  children,
}: ResultsToolbarProps<SortOrder>) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      {/* The count alone is announced when it changes (a filter), not every card of the list. */}
      <Typography variant="h3" component="h2" aria-live="polite" aria-atomic="true">
        {countText}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {children}
        <NativeSelectField
          size="small"
          label="Sort by"
          value={sortOrder}
          onChange={(event) => {
            const next = sortOrders.find((order) => order === event.target.value);
            if (next) onSortOrder(next);
          }}
          sx={{ minWidth: 200 }}
        >
          {sortOrders.map((order) => (
            <option key={order} value={order}>
              {sortLabels[order]}
            </option>
          ))}
        </NativeSelectField>
        {view && onView && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            aria-label="Show results as"
            onChange={(_, next: ResultsView | null) => next && onView(next)}
          >
            <ToggleButton value="list" aria-label="List">
              <ListRounded />
            </ToggleButton>
            <ToggleButton value="map" aria-label="Map">
              <MapOutlined />
            </ToggleButton>
          </ToggleButtonGroup>
        )}
      </Stack>
    </Stack>
  );
}
