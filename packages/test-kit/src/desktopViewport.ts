/**
 * The `globals` of a story whose play walks the desktop layout (tagged `desktop-play`): pinned,
 * the toolbar shows the desktop viewport as set, so switching it cannot break the play.
 */
export const desktopViewport = { viewport: { value: 'desktop', isRotated: false } } as const;
