export * from './NoResults';
export * from './ResultCardsSkeleton';
export * from './ResultsMapSplit';
export * from './ResultsToolbar';
export * from './resultGrid';
export * from './ResultsBody';
export * from './useVirtualRows';
export * from './MoreResultsButton';
