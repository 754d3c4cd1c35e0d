export * from './useHeaderRewards';
export * from './useLoginCode';
export * from './prefetchSignedInVisit';
