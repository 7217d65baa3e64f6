// Form state shared by the public forms: values, field errors, a server error and a busy flag.
import { useCallback, useRef, useState } from 'react';
import { focusFirstError, type Errors } from './validation';

export function useForm<F extends string>(initial: Record<F, string>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = useCallback((patch: Partial<Record<F, string>>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch) as F[]) delete next[k];
      return next;
    });
  }, []);

  /** Fills only fields still empty (the signed-in user's details, a link's preselection). */
  const fillEmpty = useCallback((patch: Partial<Record<F, string>>) => {
    setValues((v) => {
      const next = { ...v };
      for (const [k, value] of Object.entries(patch) as [F, string | undefined][]) if (value && !next[k]) next[k] = value;
      return next;
    });
  }, []);

  /** Replaces every value and clears the field errors (another record chosen for editing, the form emptied). */
  const reset = useCallback((next: Record<F, string>) => {
    setValues(next);
    setErrors({});
  }, []);

  /** Shows errors and moves focus to the first invalid field once its attributes are rendered. */
  const showErrors = useCallback((found: Errors<F>) => {
    setErrors(found);
    requestAnimationFrame(() => focusFirstError(formRef.current));
  }, []);

  /** Keeps only the server's field errors that name a field of this form. */
  const showServerErrors = useCallback(
    (message: string, fieldErrors: Record<string, string>) => {
      setServerError(message);
      const known = Object.fromEntries(Object.entries(fieldErrors).filter(([k]) => k in initial)) as Errors<F>;
      if (Object.keys(known).length) showErrors(known);
    },
    // The field names never change after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [showErrors],
  );

  return { formRef, values, setValues, errors, serverError, setServerError, busy, setBusy, set, fillEmpty, reset, showErrors, showServerErrors };
}
