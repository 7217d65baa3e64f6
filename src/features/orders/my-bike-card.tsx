// "My bike" on the dashboard: a delivered bike's record (registration number, chassis, when and where it was handed
// over), what its warranty still covers, its documents as PDF, the owner's manual and the numbers to call.
import { Link } from 'react-router-dom';
import { ORDER_DOCUMENTS, ORDER_DOCUMENT_LABELS, hasOrderDocument, type OrderDocument } from '@contract/order-document-rules';
import type { OrderSummary } from '@contract/orders';
import { paths } from '@contract/paths';
import { todayInIndia } from '@contract/rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { findBike } from '@/content/bikes';
import { config } from '@/lib/config';
import { formatDate, phoneText, telHref } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import { useDownload } from '@/lib/use-download';
import { OrderCard } from './order-card';
import { downloadOrderDocument } from './orders-thunks';
import { warrantyCover } from './warranty';

const km = (value: number) => `${value.toLocaleString('en-IN')} km`;

function Warranty({ order, now }: { order: OrderSummary; now: Date }) {
  const bike = findBike(order.model);
  if (!bike || !order.delivered_at) return null;
  return (
    <>
      <h4>Warranty</h4>
      <ul className="my-bike__list">
        {warrantyCover(bike, order.delivered_at, now).map((cover) => (
          <li key={cover.label}>
            <strong>{cover.label}</strong> ({cover.terms.years} years or {km(cover.terms.km)}):{' '}
            {cover.expired
              ? `expired on ${formatDate(cover.endsOn)}.`
              : `valid until ${formatDate(cover.endsOn)} or ${km(cover.terms.km)}, whichever comes first.`}
          </li>
        ))}
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
      <h4>Documents</h4>
      {error ? <Alert>{error}</Alert> : null}
      <ul className="my-bike__documents">
        {documents.map((document) => (
          <li key={document}>
            <Button variant="secondary" busy={busy === document} disabled={busy !== null} onClick={() => void download(document)}>
              {ORDER_DOCUMENT_LABELS[document]} (PDF)
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
        <dt>Registration number</dt>
        <dd>{order.registration_number ?? 'Not recorded yet: your hub adds it once the RTO issues it.'}</dd>
        <dt>Chassis number</dt>
        <dd>{order.chassis ?? 'Ask your hub'}</dd>
        {order.delivered_at ? (
          <>
            <dt>Delivered on</dt>
            <dd>{formatDate(todayInIndia(new Date(order.delivered_at)))}</dd>
          </>
        ) : null}
        <dt>Delivered at</dt>
        <dd>
          {order.hub.name}, {order.hub.city}
        </dd>
      </dl>
      <Warranty order={order} now={now} />
      <Documents order={order} />
      <h4>Help with your bike</h4>
      <ul className="my-bike__list">
        <li>
          <Link to={paths.ownersManual.getHref(order.model)}>Owner’s manual for the {order.model_name}</Link>
        </li>
        <li>
          <Link to={paths.reviewOrder.getHref(order.id)}>Rate and review your {order.model_name}</Link>
        </li>
        <li>
          Roadside assistance, day and night: <a href={telHref(config.roadsidePhone)}>{phoneText(config.roadsidePhone)}</a>
        </li>
        <li>
          Customer care: <a href={telHref(config.supportPhone)}>{phoneText(config.supportPhone)}</a>
        </li>
        <li>
          Service and repairs at {order.hub.name}: <a href={telHref(order.hub.phone)}>{phoneText(order.hub.phone)}</a>
        </li>
      </ul>
    </li>
  );
}
