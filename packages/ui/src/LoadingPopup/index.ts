export * from './LoadingPopup';
