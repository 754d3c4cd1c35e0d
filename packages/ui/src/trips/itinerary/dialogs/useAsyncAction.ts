import { useRef, useState } from 'react';

/** Where a call a modal makes stands: not made, under way, failed, or done with its answer. */
export type AsyncActionState<Result> =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'failed' }
  | { readonly status: 'succeeded'; readonly result: Result };

export interface AsyncAction<Args extends readonly unknown[], Result> {
  readonly state: AsyncActionState<Result>;
  /** Makes the call, unless one is already under way: a second press is ignored. */
  readonly run: (...args: Args) => void;
  /** Forgets the call, as a modal does once it has closed; an answer still to come is ignored. */
  readonly reset: () => void;
}

/**
 * One call of the page (a `Promise` of TripItineraryActions) as a modal makes it: its state comes
 * from the promise alone, and a call under way blocks another. The block is a ref, not the state:
 * two presses within one frame both see the state before either re-renders.
 */
export function useAsyncAction<Args extends readonly unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
): AsyncAction<Args, Result> {
  const [state, setState] = useState<AsyncActionState<Result>>({ status: 'idle' });
  const inFlight = useRef(false);
  // Each reset starts a new generation: the answer of a call from an earlier one is dropped.
  const generation = useRef(0);
  const run = (...args: Args) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const mine = generation.current;
    setState({ status: 'pending' });
    const settle = (next: AsyncActionState<Result>) => {
      if (mine !== generation.current) return;
      inFlight.current = false;
      setState(next);
    };
    // A callback that throws instead of rejecting fails the same way.
    void new Promise<Result>((resolve) => resolve(action(...args))).then(
      (result) => settle({ status: 'succeeded', result }),
      () => settle({ status: 'failed' }),
    );
  };
  const reset = () => {
    generation.current += 1;
    inFlight.current = false;
    setState({ status: 'idle' });
  };
  return { state, run, reset };
}
