import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/**
 * Leaflet measures its container once; when the container opens (a dialog, a tab) or resizes,
 * the map must measure again or it draws grey bands and misplaces the view.
 */
export function InvalidateSizeOnResize() {
  const map = useMap();
  useEffect(() => {
    // Without ResizeObserver (an old browser, a test's DOM) the map keeps its first measure.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}
