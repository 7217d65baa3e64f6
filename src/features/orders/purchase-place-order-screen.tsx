import { useMemo, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { ModelPrice } from '@/components/model-price';
import { Seo } from '@/components/seo';
import { HUB_PAYMENT_VALID_DAYS } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { ASSUMED_RATE_PERCENT, findStateRoadTax } from '@/content/state-road-tax';
import type { Bike } from '@/content/bikes';
import { formatRupees } from '@/lib/format';
import { modelPriceChanged, priceChangeOf, useModelPrices, type ModelPrice as Prices } from '@/lib/model-prices';
import { ON_ROAD, estimateOnRoad, pmEDriveSubsidy, todayInIndia } from '@/lib/pricing';
import { cartActions, type ShippingAddress } from '@/lib/store/cart';
import { referralFormatError, rememberedReferral } from '@/lib/referral';
import { ReferralField } from '@/components/referral-field';
import { CouponField, couponFormatError } from '@/components/coupon-field';
import { couponCustomerMessages as couponMessages } from '@contract/coupon-code-rules';
import { selectUserInfo, sessionUserFilled, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { check } from '@/lib/validation';
import type { OrdersSlice } from './orders-slice';
import { CartLine } from './purchase-cart-line';
import { EmptyCart, PurchaseSteps, checkout, selectOrderCreate, useCartBike } from './purchase-parts';
import { checkOrderCoupon, placeOrder } from './orders-thunks';
import './purchase.css';
import { useAction } from '@/lib/use-action';

/** The on-road estimate with the pricing page's assumptions at the model's current price, for the delivery address's state. */
function OnRoadEstimate({ bike, prices, shipping }: { bike: Bike; prices: Prices; shipping: ShippingAddress }) {
  const today = useMemo(() => todayInIndia(), []);
  const state = findStateRoadTax(shipping.state);
  const roadTaxPercent = state?.ratePercent ?? ASSUMED_RATE_PERCENT;
  const subsidy = pmEDriveSubsidy(bike.batteryKwh, today);
  const estimate = estimateOnRoad({ exShowroom: prices.exShowroom, charger: prices.charger, motorKw: bike.motorKw, subsidy: subsidy.amount, roadTaxPercent });
  return (
    <section aria-labelledby="onroad-title" className="card purchase-section">
      <h2 id="onroad-title">Estimated on-road price</h2>
      <table className="purchase-lines">
        <tbody>
          {estimate.lines
            .filter((l) => l.key !== 'subsidy' || l.amount !== 0)
            .map((line) => (
              <tr key={line.key}>
                <th scope="row">{line.key === 'roadTax' ? `${line.label} (${roadTaxPercent}%)` : line.label}</th>
                <td>{formatRupees(line.amount)}</td>
              </tr>
            ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Estimated on-road price</th>
            <td>{formatRupees(estimate.total)}</td>
          </tr>
        </tfoot>
      </table>
      <h3>What the estimate assumes</h3>
      <ul className="purchase-notes">
        <li>Road tax is charged once, on the ex-showroom price, at the rate above. {state?.basis ?? ''}</li>
        <li>Registration fee: {formatRupees(ON_ROAD.registrationFee)}. Battery-operated vehicles pay no fee for the registration certificate or number.</li>
        <li>High-security number plates and the smart-card RC: about {formatRupees(ON_ROAD.platesAndRc)}, charged at cost.</li>
        <li>
          Insurance: five years of third-party cover ({formatRupees(estimate.insurance.thirdParty)}), one year of own-damage cover (
          {formatRupees(estimate.insurance.ownDamage)}) and 18% GST ({formatRupees(estimate.insurance.gst)}). Your insurer’s quote replaces this.
        </li>
        <li>Road tax, registration and insurance are paid at the hub before delivery; they are not part of the amount due now.</li>
      </ul>
    </section>
  );
}

/** /placeorder: the summary of the cart, then the order (POST /orders); online goes to the gateway, hub to its confirmation. */
export function PurchasePlaceOrderScreen() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { cart, item, bike } = useCartBike();
  const create = useAppSelector((s: OrdersSlice) => selectOrderCreate(s));
  const { run, busy } = useAction();
  const [referral, setReferral] = useState(rememberedReferral);
  const [referralError, setReferralError] = useState<string | null>(null);
  const prices = useModelPrices();
  // The server said the price changed: the screen shows the new one and the customer confirms it.
  const [repriced, setRepriced] = useState(false);
  // An account made with only a mobile and a name has no e-mail yet: the order asks it here (the tax invoice goes there).
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const needsEmail = Boolean(user && !user.email);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  // A coupon (optional): Apply shows what it gives on this order; placing the order checks it again on the server.
  const [couponCode, setCouponCode] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  const [coupon, setCoupon] = useState<{ code: string; text: string } | null>(null);
  const applied = coupon && coupon.code === couponCode.trim().toUpperCase() ? coupon : null;

  if (item && !cart.shippingAddress) return <Navigate to={paths.shipping.getHref()} replace />;
  const shipping = cart.shippingAddress;
  const online = cart.paymentMethod === 'online';
  const current = bike ? prices[bike.id] : undefined;
  const price = current?.price ?? 0;

  async function applyCoupon() {
    const bad = couponFormatError(couponCode);
    if (bad) return setCouponError(bad);
    if (!item || !shipping || !user) return setCouponError(couponMessages.checkNeeds);
    const checked = await dispatch(
      checkOrderCoupon({ code: couponCode, model: item.product, dealer_id: shipping.dealer_id, state: shipping.state, mobile: user.mobile, referral_code: referral || undefined }),
    );
    if (!checked.ok) {
      setCoupon(null);
      setCouponError(checked.message);
      return;
    }
    setCouponError(null);
    setCoupon({ code: couponCode.trim().toUpperCase(), text: checked.data.text });
  }

  async function onPlace() {
    if (!item || !shipping) return;
    const formatError = referralFormatError(referral);
    setReferralError(formatError);
    const badEmail = needsEmail ? check.email(email) : null;
    setEmailError(badEmail);
    const badCoupon = couponFormatError(couponCode);
    setCouponError(badCoupon);
    if (formatError || badEmail || badCoupon) return;
    const { dealer_id, ...address } = shipping;
    const outcome = await run(() =>
      dispatch(
        placeOrder({
        model: item.product,
        colour: item.color,
        dealer_id,
        shipping: address,
        payment_method: cart.paymentMethod,
        referral_code: referral || undefined,
        expected_price: current?.price,
        ...(needsEmail ? { email: email.trim() } : {}),
        ...(couponCode.trim() ? { coupon: couponCode.trim() } : {}),
        }),
      ),
    );
    if (!outcome.ok) {
      const change = priceChangeOf(outcome);
      if (change) dispatch(modelPriceChanged(item.product, change));
      setRepriced(Boolean(change));
      setReferralError(outcome.fieldErrors.referral_code ?? null);
      setEmailError(outcome.fieldErrors.email ?? null);
      setCouponError(outcome.fieldErrors.coupon ?? null);
      return;
    }
    const { order, payment } = outcome.data;
    // The server kept the e-mail given here and, for a profile without a place, the delivery address's place.
    dispatch(sessionUserFilled({ email: needsEmail ? email.trim() : undefined, state: shipping.state, city: shipping.city, pincode: shipping.pincode }));
    dispatch(cartActions.emptied());
    if (payment) checkout.go(checkout.href(payment));
    else navigate(order.payment_method === 'hub' ? paths.cashOrder.getHref(order.id) : paths.order.getHref(order.id), { replace: true });
  }

  return (
    <div className="page container purchase">
      <Seo title="Review your order" description="The summary of your Revolt purchase." path={paths.placeOrder.path} noindex />
      <h1>Review your order</h1>
      <PurchaseSteps current="placeorder" />
      {!item || !bike || !current || !shipping ? (
        <EmptyCart />
      ) : (
        <>
          <CartLine item={item} bike={bike} />
          <section aria-labelledby="order-bike-title" className="card purchase-section">
            <h2 id="order-bike-title">
              {bike.name} in {item.color}
            </h2>
            <table className="purchase-lines">
              <tbody>
                <tr>
                  <th scope="row">Ex-showroom price</th>
                  <td>
                    <ModelPrice model={bike.id} part="exShowroom" />
                  </td>
                </tr>
                <tr>
                  <th scope="row">Charger</th>
                  <td>
                    <ModelPrice model={bike.id} part="charger" />
                  </td>
                </tr>
                <tr>
                  <th scope="row">Bike price</th>
                  <td>
                    <ModelPrice model={bike.id} />
                  </td>
                </tr>
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Due now</th>
                  <td>{online ? <ModelPrice model={bike.id} /> : formatRupees(0)}</td>
                </tr>
              </tfoot>
            </table>
            <p className="muted">
              {online
                ? 'You pay the bike price now on the payment gateway’s secure page.'
                : `Nothing is due now: pay the bike price at the hub within ${HUB_PAYMENT_VALID_DAYS} days.`}{' '}
              <Link to={paths.payment.getHref()}>Change</Link>
            </p>
          </section>
          <OnRoadEstimate bike={bike} prices={current} shipping={shipping} />
          <section aria-labelledby="order-address-title" className="card purchase-section">
            <h2 id="order-address-title">Delivery address</h2>
            <p>
              {[shipping.line1, shipping.line2, shipping.landmark].filter(Boolean).join(', ')}
              <br />
              {shipping.pincode}
            </p>
            <Link to={paths.shipping.getHref()}>Change the address or hub</Link>
          </section>
          {needsEmail ? (
            <section aria-labelledby="order-email-title" className="card purchase-section">
              <h2 id="order-email-title">Your e-mail</h2>
              <TextField
                label="E-mail"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                hint="We send your tax invoice and order updates here, and keep it in your profile."
                value={email}
                error={emailError ?? undefined}
                onChange={(e) => setEmail(e.target.value)}
              />
            </section>
          ) : null}
          <section aria-labelledby="order-referral-title" className="card purchase-section">
            <h2 id="order-referral-title">Referral code or coupon</h2>
            <ReferralField value={referral} error={referralError} onChange={setReferral} />
            <CouponField value={couponCode} error={couponError} applied={applied?.text ?? null} onChange={setCouponCode} onApply={applyCoupon} />
          </section>
          {create.status === 'failed' && !busy ? (
            <Alert title={repriced ? 'The price has changed.' : 'We could not place your order.'}>{create.error}</Alert>
          ) : null}
          <div className="form-actions">
            <Button busy={busy} onClick={() => void onPlace()}>
              {busy ? 'Placing your order…' : `${repriced ? 'Confirm the new price: place' : 'Place'} order${online ? ` and pay ${formatRupees(price)}` : ', pay at the hub'}`}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

export default PurchasePlaceOrderScreen;
