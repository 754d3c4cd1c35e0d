import { Suspense, useState, type ReactNode } from 'react';

export interface MountedFromFirstOpenProps {
  /** Whether the popup is open now, as its page says. */
  readonly open: boolean;
  /** The popup, a `React.lazy` component: its code loads when it first opens. */
  readonly children: ReactNode;
}

/**
 * A popup opened from outside (its `open` a page's state) whose code loads when it first opens,
 * and which stays mounted from then on, so that closing plays its transition.
 */
export function MountedFromFirstOpen({ open, children }: MountedFromFirstOpenProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened && <Suspense fallback={null}>{children}</Suspense>;
}
