/**
 * What the Storybook preview said about one render of a story: the events of its channel, reduced
 * in the page (axe's full results are large) to what a failure message needs.
 */
export interface StoryOutcome {
  readonly storyId: string;
  /**
   * `storyFinished`'s status: 'error' when an error went unhandled or a check failed. A play that
   * threw still ends 'success' (the preview keeps the exception for its interactions panel), so
   * `errors` is read too.
   */
  readonly status: 'success' | 'error' | 'warning';
  /** The play function's exception, or the render's. */
  readonly errors: readonly string[];
  /** axe violations of a failed a11y report (a11y.test 'error'; 'todo' stories only warn). */
  readonly violations: readonly AxeViolation[];
  /** Other reports that failed (another addon's checks), by type. */
  readonly failedReports: readonly string[];
}

export interface AxeViolation {
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
}

/** Why a render failed its play or its axe check, in words that name the rule or the assertion; undefined when it passed. */
export function outcomeFailure(outcome: StoryOutcome): string | undefined {
  const lines = [
    ...outcome.errors.map((error) => `play or render: ${error}`),
    ...outcome.violations.map(
      (violation) =>
        `axe ${violation.rule} (${violation.impact}): ${violation.help} — at ${violation.targets.join(', ')}`,
    ),
    ...outcome.failedReports.map((type) => `${type} check failed`),
  ];
  if (lines.length > 0) return lines.join('\n');
  return outcome.status === 'error' ? 'the story ended in error with no message' : undefined;
}
