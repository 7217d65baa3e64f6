import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { HEX_COLOUR_RE, PRODUCT_LIMITS } from '@contract/product-rules';
import type { ColourDraft } from './product-form';

type ColourRowsProps = {
  colours: ColourDraft[];
  errors: Partial<Record<string, string>>;
  onChange: (key: number, patch: Partial<Omit<ColourDraft, 'key'>>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
};

/** The colours of a product: a name and a colour code each, at least one, up to PRODUCT_LIMITS.colours. */
export function ColourRows({ colours, errors, onChange, onAdd, onRemove }: ColourRowsProps) {
  return (
    <fieldset className="colour-rows">
      <legend>Colours</legend>
      {errors.colours ? (
        <p className="field__error" role="alert">
          {errors.colours}
        </p>
      ) : null}
      {colours.map((c, i) => {
        const label = c.name.trim() || `colour ${i + 1}`;
        return (
          <div className="colour-row" key={c.key}>
            <TextField label={`Colour ${i + 1} name`} value={c.name} required maxLength={PRODUCT_LIMITS.colourName} error={errors[`colours.${i}.name`]} onChange={(e) => onChange(c.key, { name: e.target.value })} />
            <div className="colour-row__hex">
              <TextField
                label={`Colour ${i + 1} code`}
                hint="# and six hex digits"
                value={c.hex}
                required
                spellCheck={false}
                autoCapitalize="off"
                maxLength={7}
                error={errors[`colours.${i}.hex`]}
                onChange={(e) => onChange(c.key, { hex: e.target.value })}
              />
              {/* The preview shows the colour typed; it carries no information the code does not. */}
              <span className="colour-row__preview" style={{ backgroundColor: HEX_COLOUR_RE.test(c.hex) ? c.hex : 'transparent' }} aria-hidden="true" />
            </div>
            <Button variant="ghost" className="colour-row__remove" onClick={() => onRemove(c.key)} aria-label={`Remove ${label}`}>
              Remove
            </Button>
          </div>
        );
      })}
      {colours.length < PRODUCT_LIMITS.colours ? (
        <Button variant="secondary" onClick={onAdd}>
          Add a colour
        </Button>
      ) : null}
    </fieldset>
  );
}
