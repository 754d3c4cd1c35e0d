import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  flightBookingErrorCodes,
  flightBookingErrorScenarioId,
  hotelBookingErrorCodes,
  hotelBookingErrorScenarioId,
} from '@wayfare/domain';
import { areas, happyPathHandlers } from '../handlers';
import { checkoutFaultScenarioIds } from './checkoutFaults';
import {
  handlerListFor,
  handlersFor,
  isScenarioId,
  scenarioFor,
  scenarioGroupAreas,
  scenarioIds,
  scenarios,
  type ScenarioGroup,
} from '.';

/** shared/STATES.md lives beside the repository (../shared), as in CI. */
const statesPath = fileURLToPath(new URL('../../../../../shared/STATES.md', import.meta.url));
const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

/** Every scenario id of STATES.md, with `{a,b}` expanded to one id per value. */
function idsOfStatesDocument(markdown: string): Set<string> {
  const ids = new Set<string>();
  for (const match of markdown.matchAll(/^\| `([^`]+)` +\|/gm)) {
    const pattern = match[1] ?? '';
    const expand = (id: string): string[] => {
      const brace = /\{([^}]+)\}/.exec(id);
      if (!brace) return [id];
      return (brace[1] ?? '').split(',').flatMap((value) => expand(id.replace(brace[0], value)));
    };
    for (const id of expand(pattern)) ids.add(id);
  }
  return ids;
}

/** The scenario ids of some sections of STATES.md (by their number). */
function idsOfSections(markdown: string, sections: readonly number[]): string[] {
  return markdown
    .split(/^## /m)
    .filter((section) => sections.includes(Number.parseInt(section, 10)))
    .flatMap((section) => [...idsOfStatesDocument(section)]);
}

/** The ids the README proposes for STATES.md, from its table under "Scenarios proposed for STATES.md". */
function proposedIds(): Set<string> {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Scenarios proposed'));
  return idsOfStatesDocument(section ?? '');
}

describe('scenario catalogue', () => {
  it('has a scenario for every id of STATES §1 to §3 (session, experiments, rewards), §8 and §10 to §17 (checkout to travel wallet) and §21 to §23 (trips hub, self-serve flight cancellation, flight exchange)', () => {
    const wanted = idsOfSections(
      readFileSync(statesPath, 'utf8'),
      [1, 2, 3, 8, 10, 11, 12, 13, 14, 15, 16, 17, 21, 22, 23],
    );
    expect(wanted.length).toBeGreaterThan(90);
    expect(wanted.filter((id) => !isScenarioId(id))).toEqual([]);
  });

  it('uses only the ids of shared/STATES.md, the fault matrix cells it names no id for, and those the README proposes for it', () => {
    expect(existsSync(statesPath), `shared/STATES.md not found at ${statesPath}`).toBe(true);
    const known = idsOfStatesDocument(readFileSync(statesPath, 'utf8'));
    expect(known.size).toBeGreaterThan(300);
    // The matrix's own ids are listed in this package's README (checkoutFaults.test.ts).
    const matrix = new Set<string>(checkoutFaultScenarioIds);
    const proposed = proposedIds();
    // STATES §28, §29: "each code gets its own id `<product>-book/<group>/<code in kebab-case>`".
    const perCode = new Set<string>([
      ...hotelBookingErrorCodes.map(hotelBookingErrorScenarioId),
      ...flightBookingErrorCodes.map(flightBookingErrorScenarioId),
    ]);
    expect(
      scenarioIds.filter(
        (id) => !known.has(id) && !matrix.has(id) && !proposed.has(id) && !perCode.has(id),
      ),
    ).toEqual([]);
  });

  it('has a scenario for every state of STATES §20 and every hotel booking error code of §29', () => {
    const states = readFileSync(statesPath, 'utf8');
    const wanted = [
      ...idsOfSections(states, [20]),
      ...hotelBookingErrorCodes.map(hotelBookingErrorScenarioId),
    ];
    expect(wanted.length).toBeGreaterThan(50);
    expect(wanted.filter((id) => !isScenarioId(id))).toEqual([]);
  });

  it('has a scenario for every flight booking error code and outcome of STATES §28', () => {
    const outcomes = idsOfSections(readFileSync(statesPath, 'utf8'), [28]).filter((id) =>
      id.startsWith('flight-book/outcome-'),
    );
    expect(outcomes).toHaveLength(3);
    const wanted = [...outcomes, ...flightBookingErrorCodes.map(flightBookingErrorScenarioId)];
    expect(wanted).toHaveLength(75);
    expect(wanted.filter((id) => !isScenarioId(id))).toEqual([]);
  });

  it('has a scenario for every backend state of STATES §27 (flights shop)', () => {
    const wanted = idsOfSections(readFileSync(statesPath, 'utf8'), [27]);
    expect(wanted).toHaveLength(16);
    expect(wanted.filter((id) => !isScenarioId(id))).toEqual([]);
  });

  it('proposes for STATES.md only ids it does not list yet, each in the catalogue', () => {
    const known = idsOfStatesDocument(readFileSync(statesPath, 'utf8'));
    const proposed = [...proposedIds()];
    expect(proposed).toContain('search/500-homes');
    expect(proposed).toContain('flights/300-results');
    expect(proposed.filter((id) => known.has(id) || !isScenarioId(id))).toEqual([]);
  });

  it('names each scenario after its group, and overrides only the areas of that group', () => {
    for (const id of scenarioIds) {
      const group = id.split('/')[0] ?? '';
      expect(Object.keys(scenarioGroupAreas), id).toContain(group);
      const allowed: readonly string[] = scenarioGroupAreas[group as ScenarioGroup];
      for (const area of Object.keys(scenarioFor(id).handlers)) expect(allowed, id).toContain(area);
    }
  });

  it('lets a group named after an area override that area first', () => {
    for (const [group, allowed] of Object.entries(scenarioGroupAreas)) {
      if ((areas as readonly string[]).includes(group)) expect(allowed[0], group).toBe(group);
      for (const area of allowed) expect(areas, group).toContain(area);
    }
  });

  it('overrides one area and keeps the happy path of the others', () => {
    const base = happyPathHandlers();
    const handlers = handlersFor('shop/loading');
    expect(Object.keys(handlers).sort()).toEqual([...areas].sort());
    expect(handlers.shop).toBe(scenarios['shop/loading'].handlers.shop);
    expect(handlers.session).toHaveLength(base.session.length);
    expect(handlerListFor('shop/loading')).toHaveLength(Object.values(handlers).flat().length);
  });

  it('knows its own ids and nothing else', () => {
    expect(isScenarioId('shop/unavailable/min-stay')).toBe(true);
    expect(isScenarioId('shop/unavailable/nope')).toBe(false);
    expect(isScenarioId('toString')).toBe(false);
    expect(isScenarioId(null)).toBe(false);
  });
});
