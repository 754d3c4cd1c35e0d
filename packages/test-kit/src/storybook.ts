// What Storybook's preview and the stories need, without the test runner: importing vitest into a
// Storybook page breaks it.
export * from './frozenClock';
export * from './storyDecorators';
export * from './headerPlays';
export * from './playing';
export * from './framedDocs';
export * from './chromaticModes';
export * from './pinnedGlobals';
export * from './pageAt';
export * from './JourneyContinues';
export * from './JourneyAt';
export * from './dialogPlays';
export * from './flightCancelPlays';
export * from './checkoutPlays';
export * from './storyCardFields';
export * from './queryErrors';
