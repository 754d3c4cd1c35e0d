import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Where an element starts in the document, in pixels from its top, kept as the page above it
 * changes height (a search bar wrapping, a banner arriving): the window virtualizer counts the
 * list's rows from there.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
