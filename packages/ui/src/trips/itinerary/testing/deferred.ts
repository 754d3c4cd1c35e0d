/** A promise a test settles when it chooses: a call held pending, then answered or failed. */
export interface Deferred<Result> {
  readonly promise: Promise<Result>;
  readonly resolve: (result: Result) => void;
  readonly reject: (reason: unknown) => void;
}

export function deferred<Result>(): Deferred<Result> {
  let resolve: (result: Result) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<Result>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}
