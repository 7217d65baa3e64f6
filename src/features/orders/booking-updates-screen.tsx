import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import { Button } from '@/components/button';
import { NotFoundView } from '@/components/not-found-view';
import { Seo } from '@/components/seo';
import { isMobileAppView } from '@/lib/platform/mobile-app-view';
import { local } from '@/lib/storage';
import { OrderGate, OrderTimeline, StateBadge } from './order-parts';
import { orderIdOf } from '@/lib/use-order-details';
import { useOrder } from './use-order';

/** In the companion app's webview the site's header and footer are hidden while this screen shows. */
function useAppViewChrome() {
  const { search } = useLocation();
  useEffect(() => {
    if (!isMobileAppView(search, local())) return;
    const root = document.documentElement;
    root.classList.add('order-app-view');
    return () => root.classList.remove('order-app-view');
  }, [search]);
}

/** /booking-updates/:id: the order's timeline alone, for the companion app's webview. */
export function BookingUpdatesScreen() {
  const { id } = useParams();
  const orderId = orderIdOf(id);
  const state = useOrder(orderId);
  useAppViewChrome();
  if (orderId === null) return <NotFoundView />;
  return (
    <OrderGate id={orderId} state={state} title="Booking updates" path={paths.bookingUpdates.getHref(orderId)} className="order-updates">
      {(order) => (
        <div className="page container order-page order-updates">
          <Seo title={`Updates on ${order.reference}`} description={`The timeline of your Revolt booking ${order.reference}.`} path={paths.bookingUpdates.getHref(order.id)} noindex />
          <h1>
            Updates on {order.reference} <span className="order-page__reference">{order.model_name} in {order.colour}</span>
          </h1>
          <p>
            <StateBadge order={order} />
          </p>
          <p>{order.next_step}</p>
          <OrderTimeline events={order.events} />
          <p>
            <Button variant="secondary" busy={state.details.loading} onClick={() => void state.reload()}>
              Refresh
            </Button>
          </p>
        </div>
      )}
    </OrderGate>
  );
}

export default BookingUpdatesScreen;
