/**
 * The docs parameters of a story file whose stories each play their own fake backend (a page, the
 * header): on its docs page each story is shown in a frame of its own, with its own handlers and
 * mock state. Inline, the whole docs page shares one set of handlers and one mock state, and every
 * block showed whichever story's scenario loaded last.
 */
export const framedDocs = (height = '720px') => ({ story: { inline: false, height } }) as const;
