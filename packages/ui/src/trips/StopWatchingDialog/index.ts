export * from './StopWatchingDialog';
