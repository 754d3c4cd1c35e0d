export * from './useHeaderRewards';
export * from './useLoginCode';
