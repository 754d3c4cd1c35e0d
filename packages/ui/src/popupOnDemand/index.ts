export * from './usePopupOnDemand';
