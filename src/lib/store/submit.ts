// A form submission as a data family: like runFamily, but a failure also carries the server's field
// errors (by contract field name), so the form can show each beside its field.
import { runFamily, type AppThunk, type Family } from './family';

export type SubmitOutcome<T> = { ok: true; data: T } | { ok: false; error: string; fieldErrors: Record<string, string> };

export function submitFamily<T>(family: Family<T>, call: () => Promise<T>): AppThunk<Promise<SubmitOutcome<T>>> {
  return async (dispatch) => {
    // The HTTP client is loaded on demand, so pages with forms keep axios out of their first load.
    const { errorMessage, fieldErrorsOf } = await import('@/lib/api/client');
    let fieldErrors: Record<string, string> = {};
    const outcome = await dispatch(
      runFamily(family, call, (error) => {
        fieldErrors = fieldErrorsOf(error);
        return errorMessage(error);
      }),
    );
    return outcome.ok ? outcome : { ...outcome, fieldErrors };
  };
}
