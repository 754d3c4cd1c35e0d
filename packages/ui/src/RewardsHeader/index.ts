export * from './RewardsAccountMenu';
export * from './RewardsAccountMenuSkeleton';
export * from './RewardsBanner';
export * from './RewardsBannerSkeleton';
export * from './SessionBadge';
