import { createMemoryStorage } from '@wayfare/booking';
import { describe, expect, it } from 'vitest';
import { visitModes, visitModesStorageKey } from './visitModes';

// spec: platform §1 agent-portal and travel-app modes, switched on by the address.
describe('visitModes', () => {
  it('switches on from the address and holds for the rest of the visit', () => {
    const storage = createMemoryStorage();
    expect(visitModes('?isTravelApp=true', storage)).toEqual({
      isAgentMode: false,
      isTravelApp: true,
    });
    expect(visitModes('?listingId=1', storage)).toEqual({ isAgentMode: false, isTravelApp: true });
  });

  it('is the web portal without a flag, and with a stored value edited by hand', () => {
    expect(visitModes('', createMemoryStorage())).toEqual({
      isAgentMode: false,
      isTravelApp: false,
    });
    const edited = createMemoryStorage({ [visitModesStorageKey]: '{not json' });
    expect(visitModes('', edited)).toEqual({ isAgentMode: false, isTravelApp: false });
    const wrong = createMemoryStorage({ [visitModesStorageKey]: '{"isAgentMode":"yes"}' });
    expect(visitModes('', wrong)).toEqual({ isAgentMode: false, isTravelApp: false });
  });

  it('agent=true is agent mode', () => {
    expect(visitModes('?agent=true', createMemoryStorage()).isAgentMode).toBe(true);
  });
});
