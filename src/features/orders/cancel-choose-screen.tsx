import { Link } from 'react-router-dom';
import { isCancellable } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { OrderCard } from './order-card';
import { useMyOrders } from './use-order';
import './orders.css';

/** /cancel-my-revolt/: choose which of my cancellable bookings to cancel. */
export function CancelChooseScreen() {
  const { list, reload } = useMyOrders();
  const cancellable = (list.data ?? []).filter((o) => isCancellable(o.state));
  return (
    <div className="page container order-page">
      <Seo title="Cancel a booking" description="Choose the Revolt booking you want to cancel." path={paths.cancelBookingChoose.getHref()} noindex />
      <h1>Cancel a booking</h1>
      {list.status === 'failed' ? (
        <Alert title="We could not load your bookings." onRetry={reload}>
          {list.error}
        </Alert>
      ) : !list.data ? (
        <Spinner label="Loading your bookings" />
      ) : cancellable.length === 0 ? (
        <p>
          You have no booking that can be cancelled. A bike ready for delivery or delivered cannot be cancelled online: please call your hub. See{' '}
          <Link to={paths.userBooking.getHref()}>all my bookings</Link>.
        </p>
      ) : (
        <>
          <p>Choose the booking you want to cancel. You can still change your mind on the next page.</p>
          <ul className="order-list" aria-label="Bookings you can cancel">
            {cancellable.map((o) => (
              <li key={o.id}>
                <OrderCard order={o} />
                <p>
                  <Link to={paths.cancelBooking.getHref(o.id)} className="btn btn--secondary">
                    Cancel {o.reference}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export default CancelChooseScreen;
