// The fake backend for jsdom and Node tests. Unlike the root and storybook entries, it imports
// none of the app's providers: api, booking and mocks test with it too (the kit names them as
// peer dependencies, so that they can devDepend on it without a cycle in turbo's graph).
export * from './mockServer';
export * from './recordRequests';
export * from './jsdomCardFrame';
export * from './fakeVault';
