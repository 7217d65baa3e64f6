// The one pay button (issue 23): every pay action (booking detail, dashboard, /thankyoubooking, the purchase and the
// upgrade pages) reaches the payment gateway in one tap. With a payment order already made (with the booking or the
// upgrade) it is a link to the gateway's page; otherwise the tap asks the API for a fresh payment order (`start`, the
// feature's thunk) and goes on to the gateway. A page opened from a payment link (`immediately`) goes there by itself,
// keeping a link on screen in case the browser does not follow; a refused request says why and can be retried.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentOrder } from '@contract/bookings';
import { checkout } from '@/lib/checkout';
import type { RequestOutcome } from '@/lib/store/request';
import { Alert } from './alert';
import { Button } from './button';
import * as t from './gateway-pay-button.messages';

type Props = {
  label: string;
  /** A fresh payment order for the feature's own order. */
  start: () => Promise<RequestOutcome<PaymentOrder>>;
  className: string;
  /** A payment order already made and not spent: the button is a link to its gateway page. */
  payment?: PaymentOrder;
  /** Called as the customer leaves for the gateway (e.g. to note the attempt in this tab). */
  onLeave?: () => void;
  /** The customer already asked to pay (a payment link): go to the gateway on arrival, without a tap. */
  immediately?: boolean;
};

type View = { step: 'idle' } | { step: 'opening'; href: string | null } | { step: 'failed'; error: string };

export function GatewayPayButton({ label, start, className, payment, onLeave, immediately = false }: Props) {
  const [view, setView] = useState<View>(immediately ? { step: 'opening', href: null } : { step: 'idle' });
  const started = useRef(false);

  const open = useCallback(async () => {
    setView({ step: 'opening', href: null });
    const outcome = await start();
    if (!outcome.ok) return setView({ step: 'failed', error: outcome.error });
    const href = checkout.href(outcome.data);
    setView({ step: 'opening', href });
    onLeave?.();
    checkout.go(href);
  }, [start, onLeave]);

  useEffect(() => {
    if (!immediately || started.current) return;
    started.current = true;
    void open();
  }, [immediately, open]);

  if (immediately)
    return view.step === 'failed' ? (
      <div className={className}>
        <Alert title={t.openFailed} onRetry={() => void open()}>
          {view.error}
        </Alert>
      </div>
    ) : (
      <div className={className} role="status" aria-label={t.regionLabel}>
        <p>{t.opening}</p>
        {view.step === 'opening' && view.href ? (
          <p>
            {t.notThereYet}
            <a href={view.href}>{t.goToPayment}</a>
            {t.notThereYetAfter}
          </p>
        ) : null}
      </div>
    );

  return (
    <div className={className}>
      {view.step === 'failed' ? <Alert title={t.startFailed}>{view.error}</Alert> : null}
      {payment ? (
        <a className="btn btn--primary" href={checkout.href(payment)} onClick={onLeave}>
          {label}
        </a>
      ) : (
        <Button busy={view.step === 'opening'} onClick={() => void open()}>
          {view.step === 'opening' ? t.preparing : label}
        </Button>
      )}
      <p className="muted">{t.hint}</p>
    </div>
  );
}
