import { useState, type FormEvent } from 'react';
import { Button } from './button';
import { SelectField, TextField, type Option } from './field';
import './filter-bar.css';

/** The filters a list offers, declared by the caller; `name`s are the keys of `values`. */
export type FilterControl =
  | { kind: 'search'; name: string; label: string }
  | { kind: 'select'; name: string; label: string; options: Option[]; placeholder: string }
  | { kind: 'date-range'; label: string; from: string; to: string };

type FilterBarProps = {
  /** Names the search landmark, e.g. "Filter applications". */
  label: string;
  controls: FilterControl[];
  values: Record<string, string>;
  /** Called with the changed values: selects and dates at once, a search box on Enter or Search. */
  onChange: (patch: Record<string, string>) => void;
  onClear: () => void;
  /** Shown (and announced) once known, e.g. "134 applications". */
  resultText?: string | null;
};

function textNames(controls: FilterControl[]): string[] {
  return controls.filter((c) => c.kind === 'search').map((c) => c.name);
}

export function FilterBar({ label, controls, values, onChange, onClear, resultText }: FilterBarProps) {
  const names = textNames(controls);
  const applied = names.map((n) => values[n] ?? '').join('\u0000');
  const appliedDrafts = () => Object.fromEntries(names.map((n) => [n, values[n] ?? '']));
  const [drafts, setDrafts] = useState<Record<string, string>>(appliedDrafts);
  // When the applied values change (Clear, the back button, a shared link) the boxes show them.
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDrafts(appliedDrafts());
  }

  const active = controls.some((c) => (c.kind === 'date-range' ? values[c.from] || values[c.to] : values[c.name]));

  function submit(e: FormEvent) {
    e.preventDefault();
    const patch: Record<string, string> = {};
    for (const n of names) patch[n] = (drafts[n] ?? '').trim();
    onChange(patch);
  }

  return (
    <form className="filter-bar" role="search" aria-label={label} onSubmit={submit}>
      <div className="filter-bar__controls">
        {controls.map((c) => {
          if (c.kind === 'search') {
            return (
              <TextField
                key={c.name}
                label={c.label}
                name={c.name}
                type="search"
                value={drafts[c.name] ?? ''}
                onChange={(e) => setDrafts((d) => ({ ...d, [c.name]: e.target.value }))}
              />
            );
          }
          if (c.kind === 'select') {
            return (
              <SelectField
                key={c.name}
                label={c.label}
                name={c.name}
                placeholder={c.placeholder}
                options={c.options}
                value={values[c.name] ?? ''}
                onChange={(e) => onChange({ [c.name]: e.target.value })}
              />
            );
          }
          return (
            <fieldset key={c.from} className="filter-bar__range">
              <legend>{c.label}</legend>
              <TextField label="From" name={c.from} type="date" value={values[c.from] ?? ''} max={values[c.to] || undefined} onChange={(e) => onChange({ [c.from]: e.target.value })} />
              <TextField label="To" name={c.to} type="date" value={values[c.to] ?? ''} min={values[c.from] || undefined} onChange={(e) => onChange({ [c.to]: e.target.value })} />
            </fieldset>
          );
        })}
      </div>
      <div className="filter-bar__actions">
        {names.length > 0 ? (
          <Button type="submit" variant="secondary">
            Search
          </Button>
        ) : null}
        {active ? (
          <Button variant="ghost" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
        <p className="filter-bar__count" role="status">
          {resultText ?? ''}
        </p>
      </div>
    </form>
  );
}
