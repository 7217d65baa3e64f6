import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { RadioGroupField } from '@/components/field';
import { Seo } from '@/components/seo';
import { HUB_PAYMENT_VALID_DAYS, PAYMENT_METHODS, type PaymentMethod } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { cartActions } from '@/lib/store/cart';
import { useAppDispatch } from '@/lib/store/hooks';
import { formatRupees } from '@/lib/format';
import { useModelPrice } from '@/lib/model-prices';
import { CartLine } from './purchase-cart-line';
import { EmptyCart, PurchaseSteps, useCartBike } from './purchase-parts';
import './purchase.css';

const options: Record<PaymentMethod, { label: string; description: string }> = {
  online: { label: 'Pay online now', description: 'UPI, cards or net banking on the payment gateway’s secure page.' },
  hub: { label: 'Pay at the hub', description: `We hold your bike for ${HUB_PAYMENT_VALID_DAYS} days; pay at the hub when you visit.` },
};

/** /payment: online through the gateway, or at the hub. */
export function PurchasePaymentScreen() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { cart, item, bike } = useCartBike();
  const price = useModelPrice(bike?.id ?? '');
  const [method, setMethod] = useState<PaymentMethod>(cart.paymentMethod);

  if (item && !cart.shippingAddress) return <Navigate to={paths.shipping.getHref()} replace />;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    dispatch(cartActions.paymentMethodSaved(method));
    navigate(paths.placeOrder.getHref());
  }

  return (
    <div className="page container purchase">
      <Seo title="Payment method" description="How you pay for your Revolt." path={paths.payment.path} noindex />
      <h1>Payment method</h1>
      <PurchaseSteps current="payment" />
      {!item || !bike || !price ? (
        <EmptyCart />
      ) : (
        <>
          <CartLine item={item} bike={bike} />
          {/* What the money is for, in one sentence: the bike, its colour and the amount; nothing else is charged here. */}
          <p className="purchase-paying-for">
            You are paying for the {bike.name} in {item.color}: {formatRupees(price.price)} ({formatRupees(price.exShowroom)} ex-showroom
            {price.charger ? ` + ${formatRupees(price.charger)} charger` : ''}). Road tax, registration and insurance are paid at the hub before delivery.
          </p>
          <form noValidate onSubmit={onSubmit} aria-label="Payment method" className="purchase-form">
            <RadioGroupField
              legend={`How do you want to pay for the ${bike.name}?`}
              name="payment_method"
              layout="cards"
              options={PAYMENT_METHODS.map((m) => ({ value: m, ...options[m] }))}
              value={method}
              onChange={(v) => setMethod(v === 'hub' ? 'hub' : 'online')}
            />
            <div className="form-actions">
              <Button type="submit">Review your order</Button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}

export default PurchasePaymentScreen;
