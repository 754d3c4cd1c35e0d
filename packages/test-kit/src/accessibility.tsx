import axe from 'axe-core';
import type { ComponentType } from 'react';
import { expect, it } from 'vitest';
import { renderWithProviders } from './renderWithProviders';

/**
 * Axe's verdict on a rendered component in jsdom. Colour contrast needs real layout, so it is
 * checked where layout exists (every story runs axe in Chromium too); page landmarks are the
 * page's business, not a component's.
 */
export async function axeViolations(container: Element): Promise<axe.Result[]> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations;
}

/** A readable list of violations, so a failure says what is wrong and where. */
export function describeViolations(violations: readonly axe.Result[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
    )
    .join('\n');
}

/** The shared conformance check: a component (or composed story) renders and axe finds nothing wrong. */
export function itIsAccessible(name: string, Component: ComponentType) {
  it(`${name} has no accessibility violations`, async () => {
    const { baseElement } = renderWithProviders(<Component />);
    const violations = await axeViolations(baseElement);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
}
