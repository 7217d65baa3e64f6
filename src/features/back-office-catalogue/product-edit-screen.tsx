import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CheckboxField, TextAreaField, TextField } from '@/components/field';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { PRODUCT_LIMITS } from '@contract/product-rules';
import { formatRupees } from '@/lib/format';
import { ColourRows } from './colour-rows';
import { useProductEdit } from './use-product-edit';
import './back-office-catalogue.css';

/** /product/:id/edit (admin): price, charger price, colours, description and whether the product is on sale. */
export function ProductEditScreen() {
  const { id = '' } = useParams();
  const edit = useProductEdit(id);
  const { form, product, colours } = edit;
  const { values, errors, set } = form;
  const total = /^\d+$/.test(values.ex_price) && /^\d+$/.test(values.charger) ? Number(values.ex_price) + Number(values.charger) : null;

  return (
    <div className="page container narrow">
      <Seo title="Edit product" description="Change a model's price, colours and description." path={paths.productEdit.getHref(id)} noindex />
      <p>
        <Link to={paths.productList.getHref()}>← Back to products</Link>
      </p>
      <h1>{product ? `Edit ${product.name}` : 'Edit product'}</h1>
      {edit.loadError ? (
        <Alert title="We could not load this product." onRetry={edit.retry}>
          {edit.loadError}
        </Alert>
      ) : !product ? (
        <Spinner label="Loading product" />
      ) : (
        <form ref={form.formRef} noValidate onSubmit={(e) => void edit.submit(e)} aria-label={`Edit ${product.name}`}>
          <p className="catalogue-note">
            Id {product.id} · {product.category}
          </p>
          {edit.saved ? (
            <Alert tone="success">
              Saved. The site shows the new details now. <Link to={paths.product.getHref(product.id)}>See the product page</Link>
            </Alert>
          ) : null}
          {form.serverError ? <Alert>{form.serverError}</Alert> : null}
          <TextField label="Ex-showroom price (₹)" name="ex_price" inputMode="numeric" required value={values.ex_price} error={errors.ex_price} onChange={(e) => set({ ex_price: e.target.value })} />
          <TextField label="Charger price (₹)" name="charger" inputMode="numeric" required hint="0 when the charger is not sold separately" value={values.charger} error={errors.charger} onChange={(e) => set({ charger: e.target.value })} />
          <p className="catalogue-note" aria-live="polite">
            {total !== null ? `Price shown on the site: ${formatRupees(total)}` : 'Enter both prices to see the total.'}
          </p>
          <ColourRows colours={colours} errors={errors} onChange={edit.changeColour} onAdd={edit.addColour} onRemove={edit.removeColour} />
          <TextAreaField
            label="Description"
            name="description"
            required
            rows={4}
            maxLength={PRODUCT_LIMITS.description}
            hint={`${values.description.length} of ${PRODUCT_LIMITS.description} characters`}
            value={values.description}
            error={errors.description}
            onChange={(e) => set({ description: e.target.value })}
          />
          <CheckboxField label="On sale (shown on the site)" name="active" checked={values.active} error={errors.active} onChange={(e) => set({ active: e.target.checked })} />
          <div className="form-actions">
            <Button type="submit" busy={form.busy}>
              Save product
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

export default ProductEditScreen;
