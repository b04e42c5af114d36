import { useCallback, useEffect, useMemo, type RefObject } from 'react';
import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';

interface GridVirtualOptions {
  scrollRef: RefObject<HTMLDivElement | null>;
  rowCount: number;
  rowHeight: number;
  headerHeight: number;
  /** Widths of the columns that scroll (those after the sticky ones). */
  scrollingWidths: readonly number[];
  stickyWidth: number;
  /** The active cell's data row and scrolling column, kept rendered so the grid's one tab stop never unmounts. */
  activeRow: number | null;
  activeScrollingCol: number | null;
  /** The viewport used until the browser has laid the grid out (and in jsdom, which lays nothing out). */
  fallbackRect: { width: number; height: number };
}

const keeping = (index: number | null) => (range: Range) => {
  const indexes = defaultRangeExtractor(range);
  if (index === null || index < 0 || index >= range.count || indexes.includes(index)) return indexes;
  return [...indexes, index].sort((a, b) => a - b);
};

/** Rows and columns both virtualised with TanStack Virtual over the one scroll container. */
export function useGridVirtualizers(options: GridVirtualOptions) {
  const { scrollRef, fallbackRect } = options;
  // The first render, before the box is measured, draws no wider than the window: the fallback alone
  // (every column) would mount 300 columns of cells only to drop them a moment later.
  const initialRect = useMemo(() => ({ width: Math.min(fallbackRect.width, window.innerWidth), height: fallbackRect.height }), [fallbackRect]);
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: { width: number; height: number }) => void) =>
      observeElementRect(instance, (rect) => callback(rect.width === 0 && rect.height === 0 ? fallbackRect : rect)),
    [fallbackRect],
  );
  // Kept while the active cell stays put: TanStack Virtual recomputes its items whenever the extractor is a new function.
  const rowRange = useMemo(() => keeping(options.activeRow), [options.activeRow]);
  const columnRange = useMemo(() => keeping(options.activeScrollingCol), [options.activeScrollingCol]);
  const rows = useVirtualizer({
    count: options.rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => options.rowHeight,
    overscan: 6,
    scrollMargin: options.headerHeight,
    scrollPaddingStart: options.headerHeight,
    initialRect,
    observeElementRect: observeRect,
    rangeExtractor: rowRange,
    useFlushSync: false,
  });
  const columns = useVirtualizer({
    horizontal: true,
    count: options.scrollingWidths.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => options.scrollingWidths[index] ?? 0,
    overscan: 3,
    scrollMargin: options.stickyWidth,
    scrollPaddingStart: options.stickyWidth,
    initialRect,
    observeElementRect: observeRect,
    rangeExtractor: columnRange,
    useFlushSync: false,
  });
  const widthsKey = options.scrollingWidths.join(',');
  useEffect(() => {
    // A resized column or a group opened: the column virtualizer's cached sizes are stale.
    columns.measure();
  }, [columns, widthsKey, options.stickyWidth]);
  return { rows, columns };
}

/**
 * Scrolls an item into view only when it is not already wholly in view (past the sticky part):
 * TanStack Virtual's own check reads the scroll size, a forced layout on every arrow key.
 */
export function revealItem(virtualizer: Virtualizer<HTMLDivElement, Element>, index: number, stickySize: number): void {
  const item = virtualizer.getVirtualItems().find((candidate) => candidate.index === index);
  const offset = virtualizer.scrollOffset;
  const size = virtualizer.options.horizontal ? virtualizer.scrollRect?.width : virtualizer.scrollRect?.height;
  if (item && offset !== null && size !== undefined && item.start >= offset + stickySize && item.end <= offset + size) return;
  virtualizer.scrollToIndex(index);
}
