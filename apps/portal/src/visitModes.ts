import type { StringStorage } from '@wayfare/booking';
import { parseAddressModes, type AddressModes } from '@wayfare/domain';

/** Where the modes of the visit are kept for the tab (ours). */
export const visitModesStorageKey = 'wayfare.visitModes';

/**
 * The agent-portal and travel-app modes of this visit (spec: platform §1): switched on by the
 * address the visit opens with, and kept for the tab's session, so every page of the visit is in
 * the mode even after links that do not carry the flag.
 */
export function visitModes(search: string, storage: StringStorage): AddressModes {
  const fromAddress = parseAddressModes(search);
  if (fromAddress.isAgentMode || fromAddress.isTravelApp) {
    storage.setItem(visitModesStorageKey, JSON.stringify(fromAddress));
    return fromAddress;
  }
  return storedModes(storage.getItem(visitModesStorageKey));
}

function storedModes(text: string | null): AddressModes {
  try {
    const stored: unknown = text === null ? null : JSON.parse(text);
    if (typeof stored === 'object' && stored !== null)
      return {
        isAgentMode: 'isAgentMode' in stored && stored.isAgentMode === true,
        isTravelApp: 'isTravelApp' in stored && stored.isTravelApp === true,
      };
  } catch {
    // A value edited by hand is no mode at all.
  }
  return { isAgentMode: false, isTravelApp: false };
}
