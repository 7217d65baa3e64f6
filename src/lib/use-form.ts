// Form state shared by the forms: values, field errors, a server error and a busy flag.
import { useCallback, useEffect, useRef, useState } from 'react';
import { focusFirstError, type Errors } from './validation';
import { takeFormDraft } from './i18n/form-drafts';

/** A field's value: text, or a checkbox's boolean. */
export type FormValue = string | boolean;

/**
 * F names the fields and V holds their values (text unless said otherwise). X names errors of inputs
 * kept outside the values, such as a file, so that their client and server errors show like the rest.
 */
export function useForm<F extends string, V extends Record<F, FormValue> = Record<F, string>, X extends string = never>(
  initial: V,
  extraErrorKeys: readonly X[] = [],
) {
  type K = F | X;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Focus moves in an effect of the render that shows the errors, so their attributes are in the page.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) focusFirstError(formRef.current);
  }, [focusRequest]);

  // What the visitor had typed on this page in the other language, kept by the language switch (i18n/form-drafts.ts).
  useEffect(() => {
    const draft = takeFormDraft(initial);
    if (draft) setValues((v) => ({ ...v, ...draft }));
    // Once, on the first render's values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const set = useCallback((patch: Partial<V>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch) as F[]) delete next[k];
      return next;
    });
  }, []);

  /** Fills only fields still empty (the signed-in user's details, a link's preselection). */
  const fillEmpty = useCallback((patch: Partial<V>) => {
    setValues((v) => {
      const next = { ...v };
      for (const [k, value] of Object.entries(patch) as [F, V[F] | undefined][]) if (value && !next[k]) next[k] = value;
      return next;
    });
  }, []);

  /** Replaces every value and clears the field errors (another record chosen for editing, the form emptied). */
  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
  }, []);

  /** Sets or clears one error without moving focus (a check made as the visitor picks a file). */
  const setError = useCallback((key: K, message: string | null) => {
    setErrors((e) => {
      const next = { ...e };
      if (message) next[key] = message;
      else delete next[key];
      return next;
    });
  }, []);

  /** Shows errors and moves focus to the first invalid field once its attributes are rendered. */
  const showErrors = useCallback((found: Errors<K>) => {
    setErrors(found);
    setFocusRequest((n) => n + 1);
  }, []);

  /** Keeps only the server's field errors that name a field of this form. */
  const showServerErrors = useCallback(
    (message: string, fieldErrors: Record<string, string>) => {
      setServerError(message);
      const known = Object.fromEntries(
        Object.entries(fieldErrors).filter(([k]) => k in initial || (extraErrorKeys as readonly string[]).includes(k)),
      ) as Errors<K>;
      if (Object.keys(known).length) showErrors(known);
    },
    // The field names never change after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [showErrors],
  );

  return { formRef, values, setValues, errors, serverError, setServerError, busy, setBusy, set, fillEmpty, reset, setError, showErrors, showServerErrors };
}
