import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import './field.css';

type Common = { label: string; error?: string | null; hint?: ReactNode };

function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
}

export function TextField({ label, error, hint, id, className, ...rest }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>
        {label}
        {rest.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? <p id={hintId} className="field__hint">{hint}</p> : null}
      <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(hintId, errorId, hint, error)} {...rest} />
      {error ? <p id={errorId} className="field__error">{error}</p> : null}
    </div>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  label,
  error,
  hint,
  id,
  options,
  placeholder,
  className,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: Option[]; placeholder: string }) {
  const auto = useId();
  const selectId = id ?? auto;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId}>
        {label}
        {rest.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? <p id={hintId} className="field__hint">{hint}</p> : null}
      <select id={selectId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(hintId, errorId, hint, error)} {...rest}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? <p id={errorId} className="field__error">{error}</p> : null}
    </div>
  );
}
