import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { ModelFigure } from '@/components/model-figure';
import { useShownModel } from '@/components/model-gate';
import { Breadcrumb } from '@/components/breadcrumb';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { BOOKING_AMOUNT } from '@contract/booking-rules';
import { formatRupees } from '@/lib/format';
import { paths } from '@contract/paths';
import { selectUserInfo, type SessionSlice } from '@/lib/session';
import { addToCart } from '@/lib/cart-add';
import { selectCart, type CartSlice } from '@/lib/store/cart';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { Button } from '@/components/button';
import { useConfirm } from '@/components/dialog';
import { selectProductByColour, selectProductDetails, type ProductsSlice } from './products-slice';
import { fetchProduct, selectColour } from './products-thunks';
import { ColourPicker } from '@/components/colour-picker';
import { useChosenColour } from '@/lib/chosen-colour';
import { useAction } from '@/lib/use-action';
import { SpecTable } from './spec-table';
import { specSubjectOf } from './bike-data';
import * as t from './product.messages';
import './catalogue.css';
import { colourName } from '@/content/bikes.messages';

/**
 * /product/:id: the configurator. Price and colours come from the products API; specifications from the bike data, or
 * for a model added in the back office from the API too (it has no page of its own: this is its page). A retired
 * model's configurator says so (the server answers 410).
 */
export function ProductScreen() {
  const { id = '' } = useParams();
  const { model: bike, gate } = useShownModel(id, paths.product.getHref(id));
  const dispatch = useAppDispatch();
  const details = useAppSelector((s: ProductsSlice) => selectProductDetails(s));
  const byColour = useAppSelector((s: ProductsSlice) => selectProductByColour(s));
  const token = useAppSelector((s: SessionSlice) => selectUserInfo(s)?.token ?? null);
  const cart = useAppSelector((s: CartSlice) => selectCart(s));
  const [confirmDialog, confirm] = useConfirm();
  const { run, busy: adding } = useAction();
  const [addProblem, setAddProblem] = useState<string | null>(null);
  const navigate = useNavigate();

  const load = useCallback(() => void dispatch(fetchProduct(id)), [dispatch, id]);
  const listed = bike !== undefined;
  useEffect(() => {
    if (listed) load();
  }, [listed, load]);

  const product = details.data?.id === id ? details.data : null;
  const colours = product?.colours ?? [];
  const [colour, setColour] = useChosenColour(id, colours);
  if (!bike) return gate;

  /**
   * "Buy now": the purchase takes one bike. The same model replaces its line; another model in the cart is replaced
   * only once the customer says so. A refused add (not on sale, unknown colour, prices not loaded) says why here and
   * leaves the cart as it was. Then the purchase starts at the address.
   */
  const buyNow = async () => {
    if (!product || !colour) return;
    const other = cart.cartItems.find((i) => i.product !== id);
    if (other) {
      const replace = await confirm({
        title: t.replaceTitle({ other: other.name, otherColour: colourName(other.color), model: bike.name, colour: colourName(colour.name) }),
        message: t.replaceMessage({ other: other.name, otherColour: colourName(other.color) }),
        confirmLabel: t.replace,
        cancelLabel: t.keep,
      });
      if (!replace) return;
    }
    const outcome = await run(() => dispatch(addToCart(id, colour.name, { replace: true })));
    setAddProblem(outcome.ok ? null : outcome.reason);
    if (outcome.ok) navigate(paths.shipping.getHref());
  };

  const pick = (name: string) => {
    setColour(name);
    void dispatch(selectColour(id, name, token));
  };

  return (
    <div className="page container">
      <Seo title={t.configureTitle({ model: bike.name })} description={t.seoDescription({ model: bike.name })} path={bike.path} />
      <Breadcrumb
        crumbs={[
          { name: t.home, path: paths.home.getHref() },
          // A model added in the back office has no page of its own: the range leads here.
          bike.bike ? { name: bike.name, path: bike.path } : { name: t.electricBikes, path: paths.electricBike.getHref() },
          { name: bike.bike ? t.configure : bike.name, path: paths.product.getHref(id) },
        ]}
      />
      <h1 className="configurator__title">{t.configureTitle({ model: bike.name })}</h1>
      <div className="configurator">
        <div className="configurator__stage">
          <ModelFigure model={bike} colour={colour ?? bike.colours[0]} eager className="model-hero__image" sizes="(min-width: 74rem) 46rem, (min-width: 64rem) 60vw, 100vw" />
          <p className="configurator__caption">
            {bike.name} · {colourName((colour ?? bike.colours[0]).name)}
          </p>
        </div>
        <div className="configurator__panel">
          {details.status === 'failed' && !product ? (
            <Alert title={t.loadFailed} onRetry={load}>
              {details.error}
            </Alert>
          ) : !product || !colour ? (
            <Spinner label={t.loading} />
          ) : (
            <>
              <section className="configurator__step" aria-labelledby="step-colour">
                <h2 id="step-colour">{t.chooseColour}</h2>
                <ColourPicker colours={colours} selected={colour.name} onSelect={pick} />
                {byColour.status === 'failed' ? (
                  <Alert onRetry={() => pick(colour.name)}>{t.colourUnconfirmed({ colour: colourName(colour.name), error: byColour.error ?? '' })}</Alert>
                ) : byColour.data?.colour ? (
                  <p role="status">{t.colourAvailable({ colour: colourName(byColour.data.colour.name), model: byColour.data.product.name })}</p>
                ) : null}
              </section>
              <section className="configurator__summary" aria-labelledby="summary">
                <h2 id="summary">{t.summaryTitle({ model: bike.name, colour: colourName(colour.name) })}</h2>
                <p className="price-line model-hero__price">
                  <span className="price-line__amount">{formatRupees(product.price)}</span>
                  <span className="price-line__note">
                    {product.charger
                      ? t.exShowroomCharger({ amount: formatRupees(product.ex_price), charger: formatRupees(product.charger) })
                      : t.exShowroom({ amount: formatRupees(product.ex_price) })}
                  </span>
                </p>
                {/* The purchase calls for this configuration. */}
                <div className="configurator__actions">
                  <Link className="btn btn--primary btn--wide" to={paths.book.getHref(id, colour.name)}>
                    {t.bookThis({ model: bike.name })}
                  </Link>
                  <Button variant="secondary" className="btn--wide" busy={adding} onClick={() => void buyNow()}>
                    {t.buyNow}
                  </Button>
                  <Link className="btn btn--secondary btn--wide" to={paths.testRide.getHref(id)}>
                    {t.bookTestRide}
                  </Link>
                </div>
                {addProblem ? <Alert title={t.addFailed({ model: bike.name })}>{addProblem}</Alert> : null}
                {confirmDialog}
                {/* What each way of buying means, so "Book" and "Buy now" are never a guess. */}
                <ul className="configurator__explain">
                  <li>
                    <strong>{t.bookTerm}</strong> {t.bookExplain({ amount: formatRupees(BOOKING_AMOUNT) })}
                  </li>
                  <li>
                    <strong>{t.buyNowTerm}</strong> {t.buyNowExplain}
                  </li>
                </ul>
                <ul className="quiet-links" aria-label={t.moreAbout({ model: bike.name })}>
                  {bike.bike ? (
                    <li>
                      <Link to={bike.path}>{t.allAbout({ model: bike.name })}</Link>
                    </li>
                  ) : null}
                  <li>
                    <Link to={paths.productPricing.getHref(id)}>{t.onRoadPrice}</Link>
                  </li>
                  <li>
                    <Link to={paths.comparison.getHref(id)}>{t.compare}</Link>
                  </li>
                </ul>
              </section>
            </>
          )}
        </div>
      </div>
      <section aria-labelledby="product-specs">
        <h2 id="product-specs">{t.specifications}</h2>
        <SpecTable bike={specSubjectOf(bike)} />
      </section>
    </div>
  );
}

export default ProductScreen;
