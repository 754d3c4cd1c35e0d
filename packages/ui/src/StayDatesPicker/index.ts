export * from './StayDatesPicker';
