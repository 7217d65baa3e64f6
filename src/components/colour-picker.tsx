import { useId } from 'react';
import type { Colour } from '@/content/bikes';
import * as t from './colour-picker.messages';
import './colour-picker.css';

/** A radio group of colour swatches; the legend names the chosen colour. */
export function ColourPicker({ colours, selected, onSelect }: { colours: readonly Colour[]; selected: string; onSelect: (name: string) => void }) {
  const group = useId();
  return (
    <fieldset className="colour-picker">
      <legend>{t.legend({ colour: selected })}</legend>
      {colours.map((c) => (
        <label key={c.name} className="colour-picker__option" title={c.name}>
          <input type="radio" name={group} value={c.name} checked={c.name === selected} onChange={() => onSelect(c.name)} />
          <span className="colour-picker__swatch" style={{ background: c.hex }} aria-hidden="true" />
          <span className="visually-hidden">{c.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
