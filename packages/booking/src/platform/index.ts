export * from './useHeaderRewards';
export * from './useLoginCode';
export * from './prefetchSignedInVisit';
export * from './PortalLinks';
export * from './RouteError';
export * from './routeErrorKindOf';
export * from './RouterLinkBehavior';
export * from './useAddressQuery';
