export * from './RewardsAccountMenu';
export * from './RewardsBanner';
export * from './SessionBadge';
