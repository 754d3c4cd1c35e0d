import { useState } from 'react';

/**
 * The open state of a popup whose code loads when it is first opened (a `React.lazy` menu or
 * dialog): where it is open (a menu's anchor element, a dialog's `true`), and whether it is
 * mounted, from the first opening on, so that closing plays its transition.
 */
export function usePopupOnDemand<Anchor>() {
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const [mounted, setMounted] = useState(false);
  return {
    anchor,
    open: anchor !== null,
    mounted,
    openAt: (at: Anchor) => {
      setAnchor(at);
      setMounted(true);
    },
    close: () => setAnchor(null),
  };
}
