// Pieces shared by the purchase screens: the step list, the empty-cart notice, the order's loading state and the
// hand-over to the payment gateway (one order is lib/order-store.ts useOrder, as on every order screen).
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { GatewayPayButton } from '@/components/gateway-pay-button';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { addDays, todayInIndia } from '@contract/rules';
import type { PaymentStatus } from '@contract/bookings';
import type { Order, OrderSummary } from '@contract/orders';
import { paths } from '@contract/paths';
import { checkout } from '@/lib/checkout';
import { selectCart, type CartSlice } from '@/lib/store/cart';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import type { OrderDetailsState } from '@/lib/use-order-details';
import { findBike } from '@/content/bikes';
import { payForOrder } from '@/lib/order-store';
import type { OrdersSlice } from './orders-slice';

const STEPS = [
  { key: 'shipping', label: 'Delivery address', href: paths.shipping.getHref() },
  { key: 'payment', label: 'Payment', href: paths.payment.getHref() },
  { key: 'placeorder', label: 'Review and order', href: paths.placeOrder.getHref() },
] as const;
type StepKey = (typeof STEPS)[number]['key'];

/** Where the buyer is in the purchase; earlier steps are links back. */
export function PurchaseSteps({ current }: { current: StepKey }) {
  const index = STEPS.findIndex((s) => s.key === current);
  return (
    <nav aria-label="Purchase steps">
      <ol className="purchase-steps">
        {STEPS.map((step, i) => (
          <li key={step.key} className={i === index ? 'purchase-steps__current' : undefined} aria-current={i === index ? 'step' : undefined}>
            {i < index ? <Link to={step.href}>{step.label}</Link> : step.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The bike in the cart (the purchase takes one bike) and its data. */
export function useCartBike() {
  const cart = useAppSelector((s: CartSlice) => selectCart(s));
  const item = cart.cartItems.at(-1) ?? null;
  const bike = item ? findBike(item.product) : undefined;
  return { cart, item: bike ? item : null, bike };
}

/** The empty cart; right after "Remove" (focus fell back to the page) its heading takes the focus, so no one is lost. */
export function EmptyCart() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) heading.current?.focus();
  }, []);
  return (
    <div className="card purchase-empty">
      <h2 ref={heading} tabIndex={-1}>
        Your cart is empty
      </h2>
      <p>Choose a bike and a colour, then press “Buy now”.</p>
      <Link className="btn btn--primary" to={paths.electricBike.getHref()}>
        See the bikes
      </Link>
    </div>
  );
}

export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  success: 'Paid',
  failed: 'Payment failed',
};

/** The payment in a few words, from where the money stands: an unpaid order tells its latest attempt. */
export function paymentText(order: Pick<OrderSummary, 'payment_group' | 'payment_status'>): string {
  if (order.payment_group === 'paid') return 'Paid';
  if (order.payment_group === 'refunded') return 'Refunded or refund due';
  if (order.payment_status === 'success') return 'Payment received, being confirmed';
  return order.payment_status === 'failed' ? 'Payment failed' : 'Not paid yet';
}

/** Reserved for the customer to pay at the hub: the only order /cashorder/:id gives pay-at-hub instructions for. */
export const awaitsHubPayment = (order: Pick<OrderSummary, 'payment_method' | 'payment_group' | 'amount_due'>) =>
  order.payment_method === 'hub' && order.payment_group === 'unpaid' && order.amount_due > 0;

export { checkout };

export const selectOrderCreate = (s: OrdersSlice) => s.orderCreate;
export const selectOrderHistory = (s: OrdersSlice) => s.orderListMy;

/** Starts a fresh payment order for an unpaid online purchase and hands over to the gateway. */
export function PayAgain({ order, label }: { order: Order; label: string }) {
  const dispatch = useAppDispatch();
  return <GatewayPayButton className="purchase-pay" label={label} start={() => dispatch(payForOrder(order.id))} />;
}

/** The screen for an order that is missing or not this account's (the server answers both with 404). */
export function OrderNotFound({ path }: { path: string }) {
  return (
    <div className="page container purchase">
      <Seo title="Order not found" description="This order is not in your account." path={path} noindex />
      <h1>We cannot find this order</h1>
      <p>It is not in your account. Check the link, or see all your orders.</p>
      <Link className="btn btn--primary" to={paths.orderHistory.getHref()}>
        My orders
      </Link>
    </div>
  );
}

/** Loading and failure of an order screen; null once the order is here. */
export function OrderLoadState({ state, reload }: { state: OrderDetailsState; reload: () => void }) {
  if (state.order) return null;
  if (state.details.status === 'failed')
    return (
      <Alert title="We could not load your order." onRetry={reload}>
        {state.details.error}
      </Alert>
    );
  return <Spinner label="Loading your order" />;
}

/** "2027-03-01T06:30:00Z" plus days, as a calendar date in India. */
export function addDaysIndia(iso: string, days: number): string {
  return addDays(todayInIndia(new Date(iso)), days);
}
