export * from './createWayfareTheme';
export * from './brandColors';
export * from './WayfareThemeProvider';
