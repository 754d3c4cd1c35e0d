// What Storybook's preview needs, without the test runner: importing vitest into a Storybook page breaks it.
export * from './frozenClock';
export * from './createTestQueryClient';
export * from './WayfareTestProviders';
export * from './storyDecorators';
export * from './headerPlays';
