export * from './ErrorPanel';
export * from './ErrorPanelDialog';
