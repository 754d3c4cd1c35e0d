export * from './renderWithProviders';
