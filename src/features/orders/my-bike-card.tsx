// "My bike" on the dashboard: a delivered bike's record (registration number, chassis, when and where it was handed
// over), what its warranty still covers, its documents as PDF, the owner's manual and the numbers to call.
import { Link } from 'react-router-dom';
import { ORDER_DOCUMENTS, hasOrderDocument, type OrderDocument } from '@contract/order-document-rules';
import type { OrderSummary } from '@contract/orders';
import { paths } from '@contract/paths';
import { todayInIndia } from '@contract/rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { findBike } from '@/content/bikes';
import { config } from '@/lib/config';
import { formatDate, phoneText, telHref } from '@/lib/format';
import { LOCALE } from '@/lib/i18n/language';
import { useAppDispatch } from '@/lib/store/hooks';
import { useDownload } from '@/lib/use-download';
import { OrderCard } from './order-card';
import { downloadOrderDocument } from './orders-thunks';
import * as t from './portal.messages';
import { warrantyCover } from './warranty';

const km = (value: number) => `${value.toLocaleString(LOCALE)} km`;

function Warranty({ order, now }: { order: OrderSummary; now: Date }) {
  const bike = findBike(order.model);
  if (!bike || !order.delivered_at) return null;
  return (
    <>
      <h4>{t.warranty}</h4>
      <ul className="my-bike__list">
        {warrantyCover(bike, order.delivered_at, now).map((cover) => {
          const terms = { years: cover.terms.years, km: km(cover.terms.km), date: formatDate(cover.endsOn) };
          return (
            <li key={cover.label}>
              <strong>{t.warrantyParts[cover.label] ?? cover.label}</strong> {cover.expired ? t.warrantyExpired(terms) : t.warrantyValid(terms)}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Documents({ order }: { order: OrderSummary }) {
  const dispatch = useAppDispatch();
  const file = useDownload<OrderDocument>();
  const { busy, error } = file;
  const documents = ORDER_DOCUMENTS.filter((d) => hasOrderDocument(d, order));
  if (!documents.length) return null;

  // The thunk saves the PDF under the server's name.
  const download = (document: OrderDocument) => file.download(document, () => dispatch(downloadOrderDocument(order, document)), `${document}.pdf`);

  return (
    <>
      <h4>{t.documents}</h4>
      {error ? <Alert>{error}</Alert> : null}
      <ul className="my-bike__documents">
        {documents.map((document) => (
          <li key={document}>
            <Button variant="secondary" busy={busy === document} disabled={busy !== null} onClick={() => void download(document)}>
              {t.pdf({ document: t.documentLabels[document] })}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** One delivered bike; `now` decides what the warranty still covers. */
export function MyBikeCard({ order, now = new Date() }: { order: OrderSummary; now?: Date }) {
  return (
    <li className="dashboard-order my-bike">
      <OrderCard order={order} headingLevel={3} />
      <dl className="order-facts my-bike__facts">
        <dt>{t.registrationNumber}</dt>
        <dd>{order.registration_number ?? t.noRegistrationYet}</dd>
        <dt>{t.chassisNumber}</dt>
        <dd>{order.chassis ?? t.askYourHub}</dd>
        {order.delivered_at ? (
          <>
            <dt>{t.deliveredOn}</dt>
            <dd>{formatDate(todayInIndia(new Date(order.delivered_at)))}</dd>
          </>
        ) : null}
        <dt>{t.deliveredAt}</dt>
        <dd>
          {order.hub.name}, {order.hub.city}
        </dd>
      </dl>
      <Warranty order={order} now={now} />
      <Documents order={order} />
      <h4>{t.helpWithBike}</h4>
      <ul className="my-bike__list">
        <li>
          <Link to={paths.ownersManual.getHref(order.model)}>{t.ownersManual({ model: order.model_name })}</Link>
        </li>
        <li>
          <Link to={paths.reviewOrder.getHref(order.id)}>{t.rateAndReview({ model: order.model_name })}</Link>
        </li>
        <li>
          {t.roadside} <a href={telHref(config.roadsidePhone)}>{phoneText(config.roadsidePhone)}</a>
        </li>
        <li>
          {t.customerCare} <a href={telHref(config.supportPhone)}>{phoneText(config.supportPhone)}</a>
        </li>
        <li>
          {t.serviceAt({ hub: order.hub.name })} <a href={telHref(order.hub.phone)}>{phoneText(order.hub.phone)}</a>
        </li>
      </ul>
    </li>
  );
}
