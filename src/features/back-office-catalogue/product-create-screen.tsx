import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CheckboxField, TextField } from '@/components/field';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { PRODUCT_LIMITS } from '@contract/product-rules';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { createProduct } from './back-office-catalogue-thunks';
import { ColourRows } from './colour-rows';
import { PriceFields, WordingFields } from './product-fields';
import { COLOUR_ERROR_KEYS, colourDraft, type ColourDraft } from './product-form';
import {
  NEW_PRODUCT,
  RIDE_MODES,
  SPEC_ERROR_KEYS,
  SPEC_NUMBERS,
  SPEC_TEXTS,
  checkNewProduct,
  newProductBody,
  specErrorKey,
  type NewProductField,
  type NewProductValues,
} from './product-create-form';
import './back-office-catalogue.css';

const ERROR_KEYS = [...COLOUR_ERROR_KEYS, ...SPEC_ERROR_KEYS];

/**
 * /productcreate (admin): a new model with its prices, colours and specifications. It appears on the range, the
 * comparison, pricing and booking once saved on sale, with no rebuild: its page is the configurator /product/:id.
 */
export function ProductCreateScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useForm<NewProductField, NewProductValues, string>(NEW_PRODUCT, ERROR_KEYS);
  const { values, errors, set, setError } = form;
  const { submit: send } = useSubmit(form);
  const [colours, setColours] = useState<ColourDraft[]>(() => [colourDraft()]);

  const setSpec = (key: (typeof SPEC_NUMBERS)[number]['key'] | (typeof SPEC_TEXTS)[number]['key'], value: string) => {
    set({ [key]: value } as Partial<NewProductValues>);
    setError(specErrorKey(key), null);
  };
  const modes = values.rideModes ? values.rideModes.split(',') : [];
  const toggleMode = (mode: string, on: boolean) => {
    set({ rideModes: RIDE_MODES.filter((m) => (m === mode ? on : modes.includes(m))).join(',') });
    setError('specs.rideModes', null);
  };
  const clearColourErrors = () => COLOUR_ERROR_KEYS.forEach((k) => setError(k, null));

  async function submit(e: FormEvent) {
    e.preventDefault();
    form.setServerError(null);
    const found = checkNewProduct(values, colours);
    if (Object.keys(found).length) {
      form.showErrors(found);
      return;
    }
    const outcome = await send(() => dispatch(createProduct(newProductBody(values, colours))));
    if (!outcome.ok) return;
    navigate(paths.productEdit.getHref(outcome.data.id), { state: { created: true } });
  }

  return (
    <div className="page container narrow">
      <Seo title="Add a model" description="Add a model to the catalogue." path={paths.productCreate.getHref()} noindex />
      <p>
        <Link to={paths.productList.getHref()}>← Back to products</Link>
      </p>
      <h1>Add a model</h1>
      <form ref={form.formRef} noValidate onSubmit={(e) => void submit(e)} aria-label="Add a model" className="product-create">
        {form.serverError ? <Alert title="We could not add the model.">{form.serverError}</Alert> : null}
        <fieldset className="product-create__group">
          <legend>The model</legend>
          <TextField label="Name" name="name" required maxLength={PRODUCT_LIMITS.name} value={values.name} error={errors.name} onChange={(e) => set({ name: e.target.value })} />
          <TextField
            label="Id (its address)"
            name="id"
            required
            maxLength={PRODUCT_LIMITS.id}
            hint={values.id ? `The model's page will be ${paths.product.getHref(values.id.trim())}. The id cannot change later.` : 'Lower-case letters, digits and hyphens, for example rv500.'}
            value={values.id}
            error={errors.id}
            onChange={(e) => set({ id: e.target.value.toLowerCase() })}
          />
          <TextField label="Category" name="category" required maxLength={PRODUCT_LIMITS.category} value={values.category} error={errors.category} onChange={(e) => set({ category: e.target.value })} />
          <WordingFields values={values} errors={errors} set={set} />
        </fieldset>
        <fieldset className="product-create__group">
          <legend>Price</legend>
          <PriceFields values={values} errors={errors} set={set} />
        </fieldset>
        <ColourRows
          colours={colours}
          errors={errors}
          onChange={(key, patch) => {
            setColours((list) => list.map((c) => (c.key === key ? { ...c, ...patch } : c)));
            clearColourErrors();
          }}
          onAdd={() => {
            setColours((list) => [...list, colourDraft()]);
            clearColourErrors();
          }}
          onRemove={(key) => {
            setColours((list) => list.filter((c) => c.key !== key));
            clearColourErrors();
          }}
        />
        <fieldset className="product-create__group product-create__specs">
          <legend>Specifications</legend>
          {SPEC_NUMBERS.map((f) => (
            <TextField key={f.key} label={f.label} name={f.key} inputMode="decimal" required value={values[f.key]} error={errors[specErrorKey(f.key)]} onChange={(e) => setSpec(f.key, e.target.value)} />
          ))}
          {SPEC_TEXTS.map((f) => (
            <TextField key={f.key} label={f.label} name={f.key} required maxLength={200} hint={f.hint} value={values[f.key]} error={errors[specErrorKey(f.key)]} onChange={(e) => setSpec(f.key, e.target.value)} />
          ))}
          <CheckboxField label="Removable battery" name="removableBattery" checked={values.removableBattery} onChange={(e) => set({ removableBattery: e.target.checked })} />
          <CheckboxField label="Regenerative braking" name="regenerativeBraking" checked={values.regenerativeBraking} onChange={(e) => set({ regenerativeBraking: e.target.checked })} />
        </fieldset>
        <fieldset className="product-create__group" aria-describedby={errors['specs.rideModes'] ? 'ride-modes-error' : undefined}>
          <legend>Ride modes</legend>
          {RIDE_MODES.map((m) => (
            <CheckboxField key={m} label={m} name={`rideMode-${m}`} checked={modes.includes(m)} onChange={(e) => toggleMode(m, e.target.checked)} />
          ))}
          {errors['specs.rideModes'] ? (
            <p id="ride-modes-error" className="field__error">
              {errors['specs.rideModes']}
            </p>
          ) : null}
        </fieldset>
        <CheckboxField label="Put on sale now (shown on the site)" name="active" checked={values.active} onChange={(e) => set({ active: e.target.checked })} />
        <div className="form-actions">
          <Button type="submit" busy={form.busy}>
            Add the model
          </Button>
        </div>
      </form>
    </div>
  );
}

export default ProductCreateScreen;
