/**
 * Which rows of a long list are drawn: only those near the window's viewport (the page scrolls, not
 * a box inside it), with spacers standing in for the rest. Nearing the last loaded row asks for
 * the next page.
 */
import { measureElement as measureRow, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { commonRowHeight } from './common-row-height';

/** Rows left below the viewport when the next page is asked for: about a screen ahead. */
const prefetchDistance = 15;

/**
 * A list this short is drawn whole: there is nothing to gain from leaving rows out, and the
 * browser's find-in-page, printing and full-page captures then see every row.
 */
const drawnWholeUpTo = 200;

interface VirtualRowsOptions {
  count: number;
  estimateSize: number;
  getItemKey: (index: number) => string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

/** The list's distance from the top of the document, kept current as the content above it changes. */
function useDocumentOffset(ref: RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    // The first observation arrives at once; later ones when anything on the page changes size.
    const observer = new ResizeObserver(() => setOffset(node.getBoundingClientRect().top + window.scrollY));
    observer.observe(document.body);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}

/** `listRef` is the element that holds the rows: the table, or the list of cards. */
export function useVirtualRows(listRef: RefObject<HTMLElement | null>, options: VirtualRowsOptions) {
  const { count, estimateSize, getItemKey, hasNextPage, isFetchingNextPage, fetchNextPage } = options;
  const offset = useDocumentOffset(listRef);
  const [rowHeight] = useState(() => commonRowHeight(estimateSize));
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: rowHeight.estimate,
    measureElement: (element, entry, instance) => {
      const height = measureRow(element, entry, instance);
      rowHeight.record(height);
      return height;
    },
    getItemKey,
    overscan: count <= drawnWholeUpTo ? count : 8,
    scrollMargin: offset,
    // React 19 warns about flushSync from inside its own updates; the window scrolls smoothly without.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  // What the reader sees decides, not what is drawn: a short list is drawn whole.
  const lastVisible = virtualizer.range?.endIndex ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastVisible >= count - 1 - prefetchDistance) fetchNextPage();
  }, [count, lastVisible, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const first = items[0];
  const last = items.at(-1);
  return {
    items,
    measureElement: virtualizer.measureElement,
    /** Space above the first drawn row and below the last one. */
    before: first ? first.start - offset : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - offset) : 0,
  };
}
