export * from './createWayfareTheme';
export * from './brandColors';
export * from './WayfareThemeProvider';
export * from './useTenant';
export { robotoFallbackFontFaces } from './robotoFallback';
