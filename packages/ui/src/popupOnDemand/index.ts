export * from './usePopupOnDemand';
export * from './codeOnDemand';
