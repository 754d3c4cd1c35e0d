import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { resultGap } from './resultGrid';
import type { RowWindowBounds } from './RowWindow';

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

const loadRowWindow = () => import('./RowWindow');
const RowWindow = lazy(() => loadRowWindow().then((module) => ({ default: module.RowWindow })));

/**
 * The rows of a result list or grid that are in the DOM, from the window's scroll position: each
 * row's index, and the padding above and below them that stands for the rows left out. The
 * list's first card of a row takes `measureRow` as its ref (and the row's index as
 * `data-index`), so the rows are measured as they render, and again when one grows; the list
 * renders `rowWindow` anywhere inside it.
 *
 * The virtualizer is loaded when a list nears its whole-list limit, not with the page: a first
 * page of results never needs it. Until it has come, a long list holds the rows of its first
 * results, as many as a whole list has at most.
 */
export function useVirtualRows(
  rowCount: number,
  resultCount: number,
  { wholeListUpTo, estimatedRowHeight, gap = resultGap }: VirtualRowsOptions,
) {
  const listRef = useRef<HTMLUListElement>(null);
  const measureRowRef = useRef<(node: Element | null) => void>(undefined);
  const measureRow = useCallback((node: Element | null) => measureRowRef.current?.(node), []);
  const [bounds, setBounds] = useState<RowWindowBounds>();
  const isLong = resultCount > wholeListUpTo;
  const nearlyLong = resultCount > wholeListUpTo / 2;
  useEffect(() => {
    if (nearlyLong) void loadRowWindow();
  }, [nearlyLong]);

  // The rows come into the DOM in a render React can interrupt: a scroll that brings a dozen new
  // cards (or a new page of them) is no long task; the padding stands in until they are drawn.
  const shown = useDeferredValue(isLong ? bounds : undefined);
  const rowsBeforeWindow = isLong ? Math.ceil((rowCount * wholeListUpTo) / resultCount) : rowCount;
  const first = shown?.first ?? 0;
  const last = Math.min(shown?.last ?? rowsBeforeWindow - 1, rowCount - 1);
  const rowWindow: ReactNode = isLong ? (
    <Suspense fallback={null}>
      <RowWindow
        listRef={listRef}
        rowCount={rowCount}
        estimatedRowHeight={estimatedRowHeight}
        gap={gap}
        measureRowRef={measureRowRef}
        onBounds={setBounds}
      />
    </Suspense>
  ) : null;
  return {
    listRef,
    rows: Array.from({ length: Math.max(0, last - first + 1) }, (_, offset) => first + offset),
    paddingTop: shown?.paddingTop ?? 0,
    paddingBottom: shown?.paddingBottom ?? 0,
    measureRow,
    rowWindow,
  };
}
