// The one way a form sends: busy while the request runs, the server's message and field errors shown on the
// form (focus on the first field in error), every typed value kept, then the success step or a navigation.
import { useNavigate, type NavigateOptions } from 'react-router-dom';

/** A failed request as the thunks give it (lib/store/request.ts Failure): the message, the field errors. */
export type SubmitFailure = { ok: false; error: string; fieldErrors?: Record<string, string> };
type Succeeded<O> = Exclude<O, { ok: false }>;

/** The part of useForm (lib/use-form.ts) that sending needs. */
export type SubmitForm = {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  serverError: string | null;
  setServerError: (message: string | null) => void;
  showServerErrors: (message: string, fieldErrors: Record<string, string>) => void;
};

export type SubmitOptions<A extends unknown[], O> = {
  /** Runs after a success (a notice, a reset, a reload), with the outcome and the arguments given to submit. */
  onSuccess?: (outcome: Succeeded<O>, ...args: A) => void;
  /** Where to go after a success: a path, or a path and the navigation's options (state, replace). */
  navigateTo?: (outcome: Succeeded<O>, ...args: A) => string | { to: string; options?: NavigateOptions } | null;
  /** Shows a failure another way; return true when handled, so the form's own message and field errors stay unset. */
  onFailure?: (outcome: Extract<O, { ok: false }>, ...args: A) => boolean | void;
};

/**
 * `const { submit, busy, error } = useSubmit(form, action, { onSuccess, navigateTo })`. `submit(...args)` clears the
 * last server message, sets busy, runs `action(...args)` (a dispatched thunk's outcome), clears busy, and either shows
 * the failure on the form or runs the success step. Checks made before sending stay in the form's own submit handler.
 * Resolves to the outcome so a form can do more with it. Without an action, `submit(() => request)` sends the request
 * it is given (a form whose body is built in its handler) and the handler goes on with the outcome;
 * `submit(() => request, onFailure)` shows a failure its own way (field names to map, a step to go back to).
 */
export function useSubmit(form: SubmitForm): {
  submit: <O extends { ok: true } | SubmitFailure>(request: () => Promise<O>, onFailure?: (outcome: Extract<O, { ok: false }>) => boolean | void) => Promise<O>;
  busy: boolean;
  error: string | null;
};
export function useSubmit<A extends unknown[], O extends { ok: true } | SubmitFailure>(
  form: SubmitForm,
  action: (...args: A) => Promise<O>,
  options?: SubmitOptions<A, O>,
): { submit: (...args: A) => Promise<O>; busy: boolean; error: string | null };
export function useSubmit<A extends unknown[], O extends { ok: true } | SubmitFailure>(
  form: SubmitForm,
  action?: (...args: A) => Promise<O>,
  { onSuccess, navigateTo, onFailure }: SubmitOptions<A, O> = {},
) {
  const navigate = useNavigate();
  async function submit(...args: A): Promise<O> {
    form.setServerError(null);
    form.setBusy(true);
    let outcome: O;
    try {
      outcome = await (action ? action(...args) : (args[0] as () => Promise<O>)());
    } finally {
      form.setBusy(false);
    }
    if (!outcome.ok) {
      const failed = outcome as Extract<O, { ok: false }>;
      const handle = action ? onFailure : (args[1] as SubmitOptions<A, O>['onFailure']);
      if (!handle?.(failed, ...args)) form.showServerErrors(failed.error, failed.fieldErrors ?? {});
      return outcome;
    }
    const done = outcome as Succeeded<O>;
    onSuccess?.(done, ...args);
    const target = navigateTo?.(done, ...args);
    if (typeof target === 'string') navigate(target);
    else if (target) navigate(target.to, target.options);
    return outcome;
  }
  return { submit, busy: form.busy, error: form.serverError };
}
