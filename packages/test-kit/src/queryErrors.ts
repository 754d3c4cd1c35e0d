import { configure, getConfig } from 'storybook/test';

/** Testing Library's own flag, set while findBy* and waitFor try their query again. */
interface RetryingConfig {
  readonly _disableExpensiveErrorDiagnostics?: boolean;
}

/**
 * A query that finds nothing throws an error that carries the page's markup, and Testing Library
 * prints it (the whole page formatted, then cut to 7000 characters) at every failed try of
 * findBy* and waitFor, which throw away every error but the last. On a checkout page that was a
 * twentieth of a story's render. While they try again the error is the message alone; the error
 * they end on, and a getBy* that fails outright, still show the markup. Testing Library uses the
 * same flag to leave out the roles it would list for getByRole.
 */
export function printMarkupOnlyWhenAQueryGivesUp(): void {
  const withMarkup = getConfig().getElementError;
  configure({
    getElementError: (message, container) => {
      if ((getConfig() as RetryingConfig)._disableExpensiveErrorDiagnostics !== true)
        return withMarkup(message, container);
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });
}
