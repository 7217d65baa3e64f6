import { Link, useLocation, useParams } from 'react-router-dom';
import { useConfirm } from '@/components/dialog';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CheckboxField } from '@/components/field';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { formatDate } from '@/lib/format';
import { ColourRows } from './colour-rows';
import { PriceFields, WordingFields } from './product-fields';
import { useProductEdit } from './use-product-edit';
import './back-office-catalogue.css';

/**
 * /product/:id/edit (admin): price, charger price, colours, tagline, description and whether the product is on sale;
 * and retiring it for good (asked first). A retired model is shown read-only.
 */
export function ProductEditScreen() {
  const { id = '' } = useParams();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const edit = useProductEdit(id);
  const [confirmDialog, confirm] = useConfirm();
  const { form, product, colours } = edit;
  const { values, errors, set } = form;

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
      ) : product.retired_at ? (
        <>
          {edit.retireNote?.ok ? <Alert tone="success">{edit.retireNote.text}</Alert> : null}
          <p>
            The {product.name} was retired on {formatDate(product.retired_at)}. It has left the range, the comparison and booking, and its old pages answer that
            it is no longer sold. Orders that have it keep it. A retired model cannot go back on sale: add it again as a new model.
          </p>
        </>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={(e) => void edit.submit(e)} aria-label={`Edit ${product.name}`}>
          <p className="catalogue-note">
            Id {product.id} · {product.category}
          </p>
          {created ? <Alert tone="success">The {product.name} is added. {product.active ? 'It is on sale now.' : 'Tick “On sale” and save when it should appear on the site.'}</Alert> : null}
          {edit.saved ? (
            <Alert tone="success">
              Saved. The site shows the new details now. <Link to={paths.product.getHref(product.id)}>See the product page</Link>
            </Alert>
          ) : null}
          {form.serverError ? <Alert>{form.serverError}</Alert> : null}
          <PriceFields values={values} errors={errors} set={set} />
          <ColourRows colours={colours} errors={errors} onChange={edit.changeColour} onAdd={edit.addColour} onRemove={edit.removeColour} />
          <WordingFields values={values} errors={errors} set={set} />
          <CheckboxField label="On sale (shown on the site)" name="active" checked={values.active} error={errors.active} onChange={(e) => set({ active: e.target.checked })} />
          <div className="form-actions">
            <Button type="submit" busy={form.busy}>
              Save product
            </Button>
          </div>
          <section className="catalogue-retire" aria-labelledby="retire-heading">
            <h2 id="retire-heading">Retire this model</h2>
            <p className="catalogue-note">
              For a model that will not be sold again. It leaves every public list and page for good; orders that have it keep it. To pause sales, untick “On
              sale” instead.
            </p>
            {edit.retireNote && !edit.retireNote.ok ? <Alert title="We could not retire the model.">{edit.retireNote.text}</Alert> : null}
            <Button
              variant="secondary"
              onClick={() =>
                void confirm({
                  title: `Retire the ${product.name}?`,
                  message: 'It leaves the site for good and cannot go back on sale. Orders that have it keep it.',
                  confirmLabel: 'Retire',
                  cancelLabel: 'Keep it',
                }).then((yes) => (yes ? edit.retire() : undefined))
              }
            >
              Retire the {product.name}
            </Button>
            {confirmDialog}
          </section>
        </form>
      )}
    </div>
  );
}

export default ProductEditScreen;
