// The payment of an unpaid booking on its thank-you page, through the one pay button: the payment order made with the
// booking is a link to its page; without one (a failed attempt, another tab) the button asks for a fresh payment
// order and goes on to the gateway. A page opened from a payment link goes there by itself.
import { useCallback } from 'react';
import type { Order } from '@contract/orders';
import { Button } from '@/components/button';
import { GatewayPayButton } from '@/components/gateway-pay-button';
import { formatRupees } from '@/lib/format';
import { readBookingAccess, rememberPaymentAttempt } from '@/lib/order-access';
import { payForOrder } from '@/lib/order-store';
import { useAppDispatch } from '@/lib/store/hooks';
import * as t from './messages';

type Props = {
  order: Order;
  /** The page was opened from a payment link: go to the gateway without waiting for a tap. */
  viaPayLink: boolean;
  /** Reads the order again (the bank may report a payment a little late). */
  checkAgain: () => void;
  checking: boolean;
};

export function BookingPayment({ order, viaPayLink, checkAgain, checking }: Props) {
  const dispatch = useAppDispatch();
  const id = order.id;
  const start = useCallback(() => dispatch(payForOrder(id)), [dispatch, id]);
  const leave = useCallback(() => rememberPaymentAttempt(id), [id]);

  if (!order.can_pay) return null;
  const failed = order.payment_status === 'failed';
  const label = failed ? t.payAgain : t.payAmountNow({ amount: formatRupees(order.amount) });
  const access = readBookingAccess(id);
  return (
    <>
      <GatewayPayButton
        className="booking-status__pay"
        label={label}
        start={start}
        // A failed attempt's payment order is spent: the gateway needs a fresh one.
        payment={failed ? undefined : access?.payment}
        onLeave={leave}
        immediately={viaPayLink}
      />
      {access?.paying && !failed && !viaPayLink ? (
        <p>
          {t.paidAlready}{' '}
          <Button variant="ghost" busy={checking} onClick={checkAgain}>
            {t.checkAgain}
          </Button>
        </p>
      ) : null}
    </>
  );
}
