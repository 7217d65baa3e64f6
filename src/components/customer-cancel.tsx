// A customer cancelling their own booking or upgrade: the page around it, the form with the same words, confirm
// step and refund promise for both, and what shows instead once the order can no longer be cancelled online.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BOOKING_REFUND_DAYS } from '@contract/booking-rules';
import type { CancelReason } from '@contract/order-lifecycle';
import type { Order, OrderCancelRequest } from '@contract/orders';
import { formatRupees } from '@/lib/format';
import { Alert } from './alert';
import { CancelOrderForm, type CancelOrderFormProps } from './cancel-order-form';
import * as t from './customer-cancel.messages';
import { RefundPromise } from './order-refund';
import { StateBadge } from './order-summary';
import { Seo } from './seo';
import { colourName } from '@/content/bikes.messages';

/** A customer's cancel request: the reason, and the note only when one was written (trimmed). */
function customerCancelBody({ reason, note }: { reason: CancelReason; note: string }): OrderCancelRequest {
  const trimmed = note.trim();
  return { reason, ...(trimmed ? { note: trimmed } : {}) };
}

type CustomerProps = {
  order: Order;
  /** The order as the customer calls it. */
  noun: 'booking' | 'upgrade';
  /** The order in the confirm step's sentence: "Your RV400 booking", "Your upgrade to the RV400". */
  subject: string;
  /** Sends the customer's cancel request (the note only when one was written). */
  submit: (body: OrderCancelRequest) => ReturnType<CancelOrderFormProps['submit']>;
  doneHref?: string;
  /** The order's own page, where "Keep my …" goes back to. */
  backHref: string;
  /** The refund note's classes and its line on what follows the cancelling. */
  refundClassName: string;
  afterwards: string;
};

/** A customer cancelling their own booking or upgrade: the same words, confirm step and refund promise for both. */
export function CustomerCancelForm({ order, noun, subject, submit, doneHref, backHref, refundClassName, afterwards }: CustomerProps) {
  const paid = order.amount_paid > 0;
  return (
    <CancelOrderForm
      label={t.cancelYour({ noun })}
      reasonLabel={t.whyCancelling}
      noteLabel={{ other: t.tellUsMore, optional: t.anythingElse }}
      confirm={{
        title: t.confirmTitle({ noun, reference: order.reference }),
        message: paid
          ? t.confirmPaid({ noun, subject, amount: formatRupees(order.amount_paid), days: BOOKING_REFUND_DAYS })
          : t.confirmUnpaid({ noun, subject }),
        confirmLabel: t.yesCancel({ noun }),
        cancelLabel: t.keepMine({ noun }),
      }}
      submit={(values) => submit(customerCancelBody(values))}
      doneHref={doneHref}
      submitLabel={t.cancelMine({ noun })}
      back={{ href: backHref, label: t.keepMine({ noun }) }}
    >
      <RefundPromise order={order} noun={noun} className={refundClassName} afterwards={afterwards} />
    </CancelOrderForm>
  );
}

type PageProps = {
  order: Order;
  noun: 'booking' | 'upgrade';
  /** The page's block class: the reference is styled as its `__reference`. */
  block: 'order-page' | 'upgrade-page';
  path: string;
  children: ReactNode;
};

/** The customer's cancel page around the form (or what shows instead): its title, the order's reference, bike, hub and state. */
export function CustomerCancelPage({ order, noun, block, path, children }: PageProps) {
  return (
    <div className={`page container ${block}`}>
      <Seo title={t.pageTitle({ noun, reference: order.reference })} description={t.pageDescription({ noun })} path={path} noindex />
      <h1>
        {t.cancelYour({ noun })} <span className={`${block}__reference`}>{order.reference}</span>
      </h1>
      <p>
        {t.orderLine({ model: order.model_name, colour: colourName(order.colour), hub: order.hub.name })} <StateBadge order={order} />
      </p>
      {children}
    </div>
  );
}

/** In place of the form when the order can no longer be cancelled online, with the way back to it. */
export function NotCancellable({ noun, backHref }: { noun: 'booking' | 'upgrade'; backHref: string }) {
  return (
    <>
      <Alert tone="info">{t.notCancellable}</Alert>
      <Link to={backHref}>{t.backToMine({ noun })}</Link>
    </>
  );
}
