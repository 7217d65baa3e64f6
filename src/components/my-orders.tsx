// The customer's own lists of orders (bookings or upgrades): the list's loading and error states, and the chooser of
// the order to cancel. Each feature passes its words and where its orders' pages are.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OrderSummary } from '@contract/orders';
import { isCancellable } from '@contract/order-lifecycle';
import type { FamilyState } from '@/lib/store/family';
import { Alert } from './alert';
import { Spinner } from './loading-overlay';
import * as t from './my-orders.messages';
import { OrderCard } from './order-summary';

type LoadedProps = {
  list: FamilyState<OrderSummary[]>;
  reload: () => void;
  failedTitle: string;
  loadingLabel: string;
  children: (orders: OrderSummary[]) => ReactNode;
};

/** The error (with retry) or the spinner until the list is on hand, then the list as the screen shows it. */
export function LoadedOrders({ list, reload, failedTitle, loadingLabel, children }: LoadedProps) {
  if (list.status === 'failed') {
    return (
      <Alert title={failedTitle} onRetry={reload}>
        {list.error}
      </Alert>
    );
  }
  return list.data ? <>{children(list.data)}</> : <Spinner label={loadingLabel} />;
}

type ChooserProps = {
  orders: OrderSummary[];
  /** Said when none can be cancelled. */
  empty: ReactNode;
  /** The line above the list, and the list's accessible name. */
  intro: string;
  label: string;
  detailHref: (order: OrderSummary) => string;
  cancelHref: (order: OrderSummary) => string;
};

/** The orders that can still be cancelled, each with its card and a link to its cancel page. */
export function CancelChooser({ orders, empty, intro, label, detailHref, cancelHref }: ChooserProps) {
  const cancellable = orders.filter((o) => isCancellable(o.state));
  if (cancellable.length === 0) return <p>{empty}</p>;
  return (
    <>
      <p>{intro}</p>
      <ul className="order-list" aria-label={label}>
        {cancellable.map((o) => (
          <li key={o.id}>
            <OrderCard order={o} href={detailHref(o)} />
            <p>
              <Link to={cancelHref(o)} className="btn btn--secondary">
                {t.cancelReference({ reference: o.reference })}
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
