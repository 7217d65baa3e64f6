// The one way a thunk calls the API: load the feature's API module and the HTTP client's error
// readers on demand (so axios stays out of every page's first load), run the family (request, then
// success or fail) and turn a failure into the message to show (SPEC §8) and the server's field errors.
import type * as client from '../api/client';
import { unreachableMessage } from '../api/unreachable';
import { runFamily, type AppThunk, type FamilyActions } from './family';

/** A feature's API module, loaded on demand: `() => import('./x-api')`. */
type ApiModule<M> = () => Promise<M>;

export type Failure = {
  ok: false;
  /** The message to show: SPEC §8, the server's message, else the fallback. */
  error: string;
  /** The server's field errors (a 400's `errors`), by contract field name. */
  fieldErrors: Record<string, string>;
  /** The HTTP status, when the server answered. */
  status: number | undefined;
  /** The numbers the server's answer carries besides its message (a 409 PriceChanged's price), when it has any. */
  details?: Record<string, number>;
};
export type RequestOutcome<T> = { ok: true; data: T } | Failure;

type RequestOptions<S> = {
  /**
   * Runs the request only when this holds (like a thunk `condition`, e.g. a list already loaded).
   * Checked once the modules are loaded, so a request already under way is not repeated.
   */
  condition?: (state: S) => boolean;
  /** Shown when the server says nothing (default: the generic message); may depend on the HTTP status. */
  fallback?: string | ((status: number | undefined) => string | undefined);
  /** Messages the call throws itself (SPEC §8), shown as they are. */
  shown?: readonly string[];
};

const httpClient = () => import('../api/client');

function failureOf(error: unknown, errors: typeof client, { fallback, shown }: RequestOptions<never>): Failure {
  const status = errors.statusOf(error);
  const message =
    error instanceof Error && shown?.includes(error.message)
      ? error.message
      : errors.errorMessage(error, typeof fallback === 'function' ? fallback(status) : fallback);
  const details = errors.errorDetailsOf(error);
  return { ok: false, error: message, fieldErrors: errors.fieldErrorsOf(error), status, ...(details ? { details } : {}) };
}

/**
 * One API request as a thunk. `family` holds its state (null when nothing needs to, e.g. a download);
 * `call` gets the loaded API module. Once the modules are loaded it never throws: it resolves to
 * the outcome, or to null when `condition` skipped the request.
 */
export function apiRequest<M, P>(
  load: ApiModule<M>,
  family: FamilyActions<P> | null,
  call: (api: M) => Promise<P>,
  options?: RequestOptions<never> & { condition?: undefined },
): AppThunk<Promise<RequestOutcome<P>>>;
export function apiRequest<M, P, S>(
  load: ApiModule<M>,
  family: FamilyActions<P> | null,
  call: (api: M) => Promise<P>,
  options: RequestOptions<S> & { condition: (state: S) => boolean },
): AppThunk<Promise<RequestOutcome<P> | null>, S>;
export function apiRequest<M, P, S>(
  load: ApiModule<M>,
  family: FamilyActions<P> | null,
  call: (api: M) => Promise<P>,
  options: RequestOptions<S> = {},
): AppThunk<Promise<RequestOutcome<P> | null>, S> {
  return async (dispatch, getState) => {
    let modules: [M, typeof client];
    try {
      modules = await Promise.all([load(), httpClient()]);
    } catch {
      // The feature's code could not be fetched (offline with that chunk never kept, or a deploy replaced it): the
      // same failure as an unreachable server, so the screen shows its message and retry instead of waiting for ever.
      if (options.condition && !options.condition(getState())) return null;
      const error = unreachableMessage();
      await dispatch(runFamily(family, () => Promise.reject(new Error(error)), () => error));
      return { ok: false, error, fieldErrors: {}, status: undefined };
    }
    const [api, errors] = modules;
    if (options.condition && !options.condition(getState())) return null;
    let failure: Failure | undefined;
    const outcome = await dispatch(
      runFamily(family, () => call(api), (error) => (failure = failureOf(error, errors, options)).error),
    );
    // runFamily maps every failure, so `failure` is set whenever the outcome is not ok.
    return outcome.ok ? outcome : (failure as Failure);
  };
}
