export * from './RewardsAccountPicker';
