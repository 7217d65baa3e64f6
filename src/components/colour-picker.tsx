import { useId } from 'react';
import type { Colour } from '@/content/bikes';
import { colourName } from '@/content/bikes.messages';
import * as t from './colour-picker.messages';
import './colour-picker.css';

/** A radio group of colour swatches; the legend names the chosen colour. Names are shown in the site's language, values stay the data's. */
export function ColourPicker({ colours, selected, onSelect }: { colours: readonly Colour[]; selected: string; onSelect: (name: string) => void }) {
  const group = useId();
  return (
    <fieldset className="colour-picker">
      <legend>{t.legend({ colour: colourName(selected) })}</legend>
      {colours.map((c) => (
        <label key={c.name} className="colour-picker__option" title={colourName(c.name)}>
          <input type="radio" name={group} value={c.name} checked={c.name === selected} onChange={() => onSelect(c.name)} />
          <span className="colour-picker__swatch" style={{ background: c.hex }} aria-hidden="true" />
          <span className="visually-hidden">{colourName(c.name)}</span>
        </label>
      ))}
    </fieldset>
  );
}
