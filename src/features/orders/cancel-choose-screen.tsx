import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { CancelChooser, LoadedOrders } from '@/components/my-orders';
import { Seo } from '@/components/seo';
import { orderDetailHref } from './order-card';
import { useMyOrders } from './use-order';
import './orders.css';

/** /cancel-my-revolt/: choose which of my cancellable bookings to cancel. */
export function CancelChooseScreen() {
  const { list, reload } = useMyOrders();
  return (
    <div className="page container order-page">
      <Seo title="Cancel a booking" description="Choose the Revolt booking you want to cancel." path={paths.cancelBookingChoose.getHref()} noindex />
      <h1>Cancel a booking</h1>
      <LoadedOrders list={list} reload={reload} failedTitle="We could not load your bookings." loadingLabel="Loading your bookings">
        {(orders) => (
          <CancelChooser
            orders={orders}
            empty={
              <>
                You have no booking that can be cancelled. A bike ready for delivery or delivered cannot be cancelled online: please call your hub. See{' '}
                <Link to={paths.userBooking.getHref()}>all my bookings</Link>.
              </>
            }
            intro="Choose the booking you want to cancel. You can still change your mind on the next page."
            label="Bookings you can cancel"
            detailHref={orderDetailHref}
            cancelHref={(o) => paths.cancelBooking.getHref(o.id)}
          />
        )}
      </LoadedOrders>
    </div>
  );
}

export default CancelChooseScreen;
