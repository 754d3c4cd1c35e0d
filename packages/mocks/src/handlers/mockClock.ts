/**
 * The fake backend's clock. Handlers read the time here, never with `new Date()`: in a page or a
 * test the clock is that page's or test's own (stories and tests freeze it), and a Node server
 * started for the journeys stands at the instant their pages are frozen at, so that the page and
 * its backend agree on what "today" is (which trips are upcoming, when a booking was made).
 */
let standingAt: number | undefined;

export const mockNow = (): Date => new Date(standingAt ?? Date.now());

/** Stops the fake backend's clock at `instant`, or (undefined) lets it follow the machine's again. */
export function standMockClockAt(instant: Date | undefined): void {
  standingAt = instant?.getTime();
}
