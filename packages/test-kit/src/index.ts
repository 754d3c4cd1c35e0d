export * from './frozenClock';
export * from './createTestQueryClient';
export * from './WayfareTestProviders';
export * from './renderWithProviders';
export * from './accessibility';
export * from './storyDecorators';
