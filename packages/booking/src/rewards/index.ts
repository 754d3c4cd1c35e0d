export * from './rewardsQueries';
export * from './useRewardsSelection';
export * from './useEarn';
