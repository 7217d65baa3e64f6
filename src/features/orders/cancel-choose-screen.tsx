import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { CancelChooser, LoadedOrders } from '@/components/my-orders';
import { Seo } from '@/components/seo';
import * as t from './cancel.messages';
import { orderDetailHref } from './order-card';
import * as portal from './portal.messages';
import { useMyOrders } from './use-order';
import './orders.css';

/** /cancel-my-revolt/: choose which of my cancellable bookings to cancel. */
export function CancelChooseScreen() {
  const { list, reload } = useMyOrders();
  return (
    <div className="page container order-page">
      <Seo title={t.chooseTitle} description={t.chooseDescription} path={paths.cancelBookingChoose.getHref()} noindex />
      <h1>{t.chooseTitle}</h1>
      <LoadedOrders list={list} reload={reload} failedTitle={portal.couldNotLoadBookings} loadingLabel={portal.loadingBookings}>
        {(orders) => (
          <CancelChooser
            orders={orders}
            empty={
              <>
                {t.noneBefore} <Link to={paths.userBooking.getHref()}>{t.noneLink}</Link>
                {t.noneAfter}
              </>
            }
            intro={t.chooseIntro}
            label={t.chooseList}
            detailHref={orderDetailHref}
            cancelHref={(o) => paths.cancelBooking.getHref(o.id)}
          />
        )}
      </LoadedOrders>
    </div>
  );
}

export default CancelChooseScreen;
