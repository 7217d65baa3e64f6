// The gate before a customer's screen of one order (a booking or an upgrade): loading, error with retry, and the
// feature's own "not found" answer, then the screen itself once the order is on hand.
import type { ReactNode } from 'react';
import type { Order } from '@contract/orders';
import type { OrderDetailsState } from '@/lib/use-order-details';
import { Alert } from './alert';
import { Spinner } from './loading-overlay';
import { Seo } from './seo';

type Props = {
  state: OrderDetailsState;
  title: string;
  path: string;
  /** The page's classes while the order is not on screen. */
  className: string;
  /** The page's description for search engines (the page is noindex). */
  description: string;
  /** What a visitor sees for an order that is missing or not theirs. */
  notFound: ReactNode;
  /** The alert's title when the order could not be loaded, and the spinner's label while it loads. */
  failedTitle: string;
  loadingLabel: string;
  children: (order: Order) => ReactNode;
};

export function OrderGate({ state: { order, details, notFound, reload }, title, path, className, description, notFound: notFoundView, failedTitle, loadingLabel, children }: Props) {
  if (order) return <>{children(order)}</>;
  return (
    <div className={className}>
      <Seo title={title} description={description} path={path} noindex />
      {notFound ? (
        notFoundView
      ) : (
        <>
          <h1>{title}</h1>
          {details.status === 'failed' ? (
            <Alert title={failedTitle} onRetry={() => void reload()}>
              {details.error}
            </Alert>
          ) : (
            <Spinner label={loadingLabel} />
          )}
        </>
      )}
    </div>
  );
}
