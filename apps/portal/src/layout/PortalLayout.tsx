import { useAddressModes, useEngagementEvent } from '@wayfare/booking';
import { pageViewEngagementEvent } from '@wayfare/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PortalFrame } from './PortalFrame';

/**
 * Every page's frame (`PortalFrame`) for the address: outside the travel app with the rewards
 * banner and the satisfaction survey, and one engagement event per page seen. The frame is drawn
 * again only when the mode changes: a sort or a filter redraws the page, not the header.
 */
export function PortalLayout() {
  const location = useLocation();
  const { isTravelApp } = useAddressModes(location.search);
  const engage = useEngagementEvent();
  useEffect(() => {
    // spec: platform §7 engagement events: one per page the user sees.
    const { pathname, search, hash } = location;
    engage({
      event: pageViewEngagementEvent,
      url: new URL(`${pathname}${search}${hash}`, window.location.origin).href,
    });
    // Once per page: a new query or anchor on the same page is not another page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engage, location.pathname]);
  return <PortalFrame isTravelApp={isTravelApp} />;
}
