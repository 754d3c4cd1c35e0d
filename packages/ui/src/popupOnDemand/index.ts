export * from './usePopupOnDemand';
export * from './codeOnDemand';
export * from './MountedFromFirstOpen';
