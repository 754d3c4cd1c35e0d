export * from './earnMessage';
export * from './redemptionEligibility';
export * from './rewardsAccount';
export * from './rewardsSelection';
export * from './conciergeNotice';
