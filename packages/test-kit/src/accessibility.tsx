import axe from 'axe-core';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect, it } from 'vitest';

/**
 * Axe's verdict on a rendered tree in jsdom. Colour contrast needs real layout, so it is checked
 * where layout exists: every story runs axe in Chromium as well.
 */
export async function axeViolations(container: Element): Promise<axe.Result[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations;
}

/** A readable list of violations, so a failure says what is wrong and where. */
export function describeViolations(violations: readonly axe.Result[]): string {
  return violations
    .map((violation) => `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`)
    .join('\n');
}

/** The shared conformance check: the composed story renders and axe finds nothing wrong. */
export function itIsAccessible(name: string, Story: ComponentType & { run?: () => Promise<void> }) {
  it(`${name} has no accessibility violations`, async () => {
    const { baseElement } = render(<Story />);
    const violations = await axeViolations(baseElement);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
}
