import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A link to a section (/terms/#price-match from the FAQ) is a router navigation, which does not
 * scroll to the fragment as a page load would: focus the section, which brings it into view and
 * tells a screen reader where the reader now is.
 */
export function useFocusLinkedSection() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.focus();
  }, [hash]);
}
