/** Code a page loads when it is first wanted, once for the whole page. */
export interface CodeOnDemand<Code> {
  /** Loads it, or gives the load under way or done; a failed load is tried again at the next call. */
  readonly load: () => Promise<Code>;
  /** The code, once a load has succeeded: a component mounted later can start with it. */
  readonly loaded: () => Code | undefined;
}

/** One load of some code (a dynamic `import()`) shared by every caller on the page. */
export function codeOnDemand<Code>(importCode: () => Promise<Code>): CodeOnDemand<Code> {
  let loading: Promise<Code> | undefined;
  let code: Code | undefined;
  return {
    load: () =>
      (loading ??= importCode().then(
        (arrived) => (code = arrived),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => code,
  };
}
