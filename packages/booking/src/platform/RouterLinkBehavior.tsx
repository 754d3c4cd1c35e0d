import type { Ref } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router-dom';

/**
 * MUI's "LinkBehavior": a card's `href` becomes a router link. One module-level component, so
 * the memoized cards see the same `LinkComponent` on every render.
 */
export function RouterLinkBehavior({
  href,
  ref,
  ...props
}: Omit<LinkProps, 'to'> & { href: string; ref?: Ref<HTMLAnchorElement> }) {
  return <RouterLink ref={ref} to={href} {...props} />;
}
