import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import { Button } from '@/components/button';
import { NotFoundView } from '@/components/not-found-view';
import { Seo } from '@/components/seo';
import { isMobileAppView } from '@/lib/platform/mobile-app-view';
import { local } from '@/lib/storage';
import { nextStep } from '@/lib/order-states.messages';
import { OrderGate, OrderTimeline, StateBadge } from './order-parts';
import * as t from './portal.messages';
import { orderIdOf } from '@/lib/use-order-details';
import { useOrder } from './use-order';
import { colourName } from '@/content/bikes.messages';

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
    <OrderGate id={orderId} state={state} title={t.updatesTitle} path={paths.bookingUpdates.getHref(orderId)} className="order-updates">
      {(order) => (
        <div className="page container order-page order-updates">
          <Seo
            title={t.updatesOn({ reference: order.reference })}
            description={t.updatesDescription({ reference: order.reference })}
            path={paths.bookingUpdates.getHref(order.id)}
            noindex
          />
          <h1>
            {t.updatesOn({ reference: order.reference })} <span className="order-page__reference">{t.bikeInColour({ model: order.model_name, colour: colourName(order.colour) })}</span>
          </h1>
          <p>
            <StateBadge order={order} />
          </p>
          <p>{nextStep(order)}</p>
          <OrderTimeline events={order.events} />
          <p>
            <Button variant="secondary" busy={state.details.loading} onClick={() => void state.reload()}>
              {t.refresh}
            </Button>
          </p>
        </div>
      )}
    </OrderGate>
  );
}

export default BookingUpdatesScreen;
