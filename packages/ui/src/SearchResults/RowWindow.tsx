import { useTheme } from '@mui/material/styles';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, type RefObject } from 'react';
import { useDocumentTop } from './useDocumentTop';

/** The rows of a long list that are in the DOM, and the room that stands for the others. */
export interface RowWindowBounds {
  readonly first: number;
  readonly last: number;
  readonly paddingTop: number;
  readonly paddingBottom: number;
}

export interface RowWindowProps {
  readonly listRef: RefObject<HTMLUListElement | null>;
  readonly rowCount: number;
  readonly estimatedRowHeight: number;
  /** The gap between rows, in theme spacing units. */
  readonly gap: number;
  /** Where the list's rows are measured from now on (each row's first card takes it as its ref). */
  readonly measureRowRef: RefObject<((node: Element | null) => void) | undefined>;
  readonly onBounds: (bounds: RowWindowBounds) => void;
}

/** Rows kept above and below the window, so a fast scroll or Tab finds the next cards there. */
const overscanRows = 2;

/**
 * Follows the window's scroll over a long list and tells the list which rows to hold. Draws
 * nothing: it is loaded only once a list is long, so a short one never carries the virtualizer.
 */
export function RowWindow({
  listRef,
  rowCount,
  estimatedRowHeight,
  gap,
  measureRowRef,
  onBounds,
}: RowWindowProps) {
  const scrollMargin = useDocumentTop(listRef);
  const theme = useTheme();
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimatedRowHeight,
    gap: Number.parseFloat(theme.spacing(gap)),
    overscan: overscanRows,
    scrollMargin,
    // The window's size from the first render, so the first bounds come at once (jsdom, with no
    // layout, has a window size too).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });

  useLayoutEffect(() => {
    measureRowRef.current = virtualizer.measureElement;
    // The rows drawn before this arrived are measured now: their refs were given long ago.
    listRef.current
      ?.querySelectorAll('[data-index]')
      .forEach((row) => virtualizer.measureElement(row));
    return () => {
      measureRowRef.current = undefined;
    };
  }, [virtualizer, measureRowRef, listRef]);

  const items = virtualizer.getVirtualItems();
  const firstRow = items[0];
  const lastRow = items.at(-1);
  const first = firstRow?.index ?? 0;
  const last = lastRow?.index ?? -1;
  const paddingTop = firstRow ? firstRow.start - scrollMargin : 0;
  const paddingBottom = lastRow ? virtualizer.getTotalSize() - (lastRow.end - scrollMargin) : 0;
  useLayoutEffect(
    () => onBounds({ first, last, paddingTop, paddingBottom }),
    [onBounds, first, last, paddingTop, paddingBottom],
  );
  return null;
}
