import type { TextLimit } from '../text/textLimit';

/**
 * The most characters of the search's place (locationName, spec: platform §2; the limit is
 * ours). The longest place names in use have under 90 characters; 100 takes any of them and
 * keeps the results address, which carries the place, a sensible length.
 */
export const searchLocationLimit = { maxLength: 100 } as const satisfies TextLimit;
