import { useMatch, useParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import { NotFoundView } from '@/components/not-found-view';
import { orderIdOf } from '@/lib/use-order-details';
import * as t from './messages';
import { PassScreenBody } from './pass-screen-body';

/**
 * /booking-pass/:id (a paid order's pass: its customer, or the guest's tab that may read the order) and
 * /test-ride-pass/:id (the signed-in customer's coming test ride): one screen module, so the routes table's map of
 * public screens (in every page's first load) grows by one entry, not two.
 */
export function BookingPassScreen() {
  const id = orderIdOf(useParams().id);
  const ride = useMatch(paths.testRidePass.path) !== null;
  if (id === null) return <NotFoundView />;
  return ride ? (
    <PassScreenBody kind="test_ride" id={id} path={paths.testRidePass.getHref(id)} back={{ label: t.myTestRides, href: paths.userTestRide.getHref() }} />
  ) : (
    <PassScreenBody kind="order" id={id} path={paths.orderPass.getHref(id)} back={{ label: t.backToBooking, href: paths.bookingDetail.getHref(id) }} />
  );
}

export default BookingPassScreen;
