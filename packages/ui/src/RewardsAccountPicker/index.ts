export * from './RewardsAccountPicker';
export { rewardsAccountLabel } from './rewardsAccountLabel';
