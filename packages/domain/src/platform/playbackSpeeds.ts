/** spec: products §9 "playback speeds 1x, 1.5x, 2x, 3x, 4x" (what plays is not shown). */
export const playbackSpeeds = [1, 1.5, 2, 3, 4] as const;
export type PlaybackSpeed = (typeof playbackSpeeds)[number];
