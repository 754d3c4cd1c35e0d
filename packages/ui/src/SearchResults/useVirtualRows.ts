import { useTheme } from '@mui/material/styles';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useDeferredValue, useRef } from 'react';
import { resultGap } from './resultGrid';
import { useDocumentTop } from './useDocumentTop';

export interface VirtualRowsOptions {
  /**
   * Up to this many results the list is whole: so few cards cost nothing to keep, and the page
   * stays whole for the browser's find and a full-page screenshot. Past them, only the rows in
   * and near the window are in the DOM (a long task from about 120 cards, when every card was).
   */
  readonly wholeListUpTo: number;
  /** A row's height on a phone, before the first rows are measured. */
  readonly estimatedRowHeight: number;
  /** The gap between rows, in theme spacing units (the result grid's by default). */
  readonly gap?: number;
}

/** Rows kept above and below the window, so a fast scroll or Tab finds the next cards there. */
const overscanRows = 2;

const everyRow = (range: Range) => Array.from({ length: range.count }, (_, index) => index);

/**
 * The rows of a result list or grid that are in the DOM, from the window's scroll position: each
 * row's index, and the padding above and below them that stands for the rows left out. The
 * list's first card of a row takes `measureRow` as its ref (and the row's index as
 * `data-index`), so the rows are measured as they render, and again when one grows.
 */
export function useVirtualRows(
  rowCount: number,
  resultCount: number,
  { wholeListUpTo, estimatedRowHeight, gap = resultGap }: VirtualRowsOptions,
) {
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useDocumentTop(listRef);
  const theme = useTheme();
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimatedRowHeight,
    gap: Number.parseFloat(theme.spacing(gap)),
    overscan: overscanRows,
    scrollMargin,
    // The window's size from the first render, so the first rows render at once (jsdom, with
    // no layout, has a window size too).
    initialRect:
      typeof window === 'undefined'
        ? undefined
        : { width: window.innerWidth, height: window.innerHeight },
    rangeExtractor: resultCount <= wholeListUpTo ? everyRow : defaultRangeExtractor,
  });
  const items = virtualizer.getVirtualItems();
  // The rows come into the DOM in a render React can interrupt: a scroll that brings a dozen new
  // cards (or a new page of them) is no long task; the padding stands in until they are drawn.
  const [first = 0, last = -1] = useDeferredValue(
    `${items[0]?.index ?? 0}:${items.at(-1)?.index ?? -1}`,
  )
    .split(':')
    .map(Number);
  const firstRow = virtualizer.measurementsCache[first];
  const lastRow = virtualizer.measurementsCache[last];
  return {
    listRef,
    rows: Array.from({ length: Math.max(0, last - first + 1) }, (_, offset) => first + offset),
    paddingTop: firstRow ? firstRow.start - scrollMargin : 0,
    paddingBottom: lastRow ? virtualizer.getTotalSize() - (lastRow.end - scrollMargin) : 0,
    measureRow: virtualizer.measureElement,
  };
}
