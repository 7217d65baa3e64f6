// The bike a booking is for: a model, then a colour of that model (its first colour until one is picked). The
// customer's /book, the partner and special-customer booking forms and the call centre's /ccsupport ask for it.
// The models are the line-up (src/lib/lineup.ts): a model added in the back office can be booked at once.
import { useLineup, type LineupModel } from '@/lib/lineup';
import { ColourPicker } from './colour-picker';
import * as t from './bike-choice-fields.messages';
import { ModelField } from './model-field';

export type BikeChoiceValue = { model: string; colour: string };

/** The chosen model and colour (the model's first colour while the chosen one is not among its colours). */
export function bikeChoiceOf({ model, colour }: BikeChoiceValue, models: readonly LineupModel[]) {
  const bike = models.find((m) => m.id === model);
  return { bike, colour: bike?.colours.find((c) => c.name === colour) ?? bike?.colours[0] };
}

/** A model of the line-up. */
export const checkModelIn = (models: readonly LineupModel[]) => (v: string) => (models.some((m) => m.id === v) ? null : t.modelRequired);

/** The form's checks of the two fields: a model of the line-up, and a colour of it. */
export function bikeChoiceChecks(bike: LineupModel | undefined, models: readonly LineupModel[]) {
  return {
    model: checkModelIn(models),
    colour: (v: string) => (bike?.colours.some((c) => c.name === v) ? null : t.colourRequired),
  };
}

/** The chosen bike and colour of the line-up as it is now, with the fields' checks. */
export function useBikeChoice(value: BikeChoiceValue) {
  const { models, settled } = useLineup();
  const choice = bikeChoiceOf(value, models);
  return { ...choice, models, settled, checks: bikeChoiceChecks(choice.bike, models) };
}

type Props = {
  legend: string;
  value: BikeChoiceValue;
  errors?: Partial<Record<keyof BikeChoiceValue, string>>;
  /** A new model comes with its first colour. */
  onChange: (patch: Partial<BikeChoiceValue>) => void;
  /** The colour picker's wrapper, which also shows the colour's error; without it the picker stands alone. */
  colourClassName?: string;
};

export function BikeChoiceFields({ legend, value, errors = {}, onChange, colourClassName }: Props) {
  const { bike, colour, models } = useBikeChoice(value);
  const picker = bike && colour ? <ColourPicker colours={bike.colours} selected={colour.name} onSelect={(name) => onChange({ colour: name })} /> : null;
  return (
    <>
      <ModelField
        legend={legend}
        value={value.model}
        error={errors.model}
        onChange={(model) => onChange({ model, colour: models.find((m) => m.id === model)?.colours[0]?.name ?? '' })}
      />
      {picker && colourClassName ? (
        <div className={colourClassName}>
          {picker}
          {errors.colour ? <p className="field__error">{errors.colour}</p> : null}
        </div>
      ) : (
        picker
      )}
    </>
  );
}
