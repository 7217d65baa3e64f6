// The bike a booking is for: a model, then a colour of that model (its first colour until one is picked). The
// customer's /book, the partner and special-customer booking forms and the call centre's /ccsupport ask for it.
import { bookingMessages } from '@contract/booking-rules';
import { findBike, type Bike } from '@/content/bikes';
import { ColourPicker } from './colour-picker';
import { ModelField } from './model-field';

export type BikeChoiceValue = { model: string; colour: string };

/** The chosen bike and colour (the model's first colour while the chosen one is not among its colours). */
export function bikeChoiceOf({ model, colour }: BikeChoiceValue) {
  const bike = findBike(model);
  return { bike, colour: bike?.colours.find((c) => c.name === colour) ?? bike?.colours[0] };
}

/** A listed model. */
export const checkModel = (v: string) => (findBike(v) ? null : bookingMessages.model);

/** The form's checks of the two fields: a listed model, and a colour of it. */
export function bikeChoiceChecks(bike: Bike | undefined) {
  return {
    model: checkModel,
    colour: (v: string) => (bike?.colours.some((c) => c.name === v) ? null : bookingMessages.colour),
  };
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
  const { bike, colour } = bikeChoiceOf(value);
  const picker = bike && colour ? <ColourPicker colours={bike.colours} selected={colour.name} onSelect={(name) => onChange({ colour: name })} /> : null;
  return (
    <>
      <ModelField legend={legend} value={value.model} error={errors.model} onChange={(model) => onChange({ model, colour: findBike(model)?.colours[0]?.name ?? '' })} />
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
