/** Whether the user watches a flight's price (spec: products §4 "Watch state"). */
export const watchStates = ['NotWatching', 'Watching', 'JustWatched', 'InProcess'] as const;
export type WatchState = (typeof watchStates)[number];
