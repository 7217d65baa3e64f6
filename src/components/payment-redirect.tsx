// The page a payment link opens (the call centre's SMS): the customer tapped the link to pay, so the page asks for a
// payment order and goes straight on to the gateway, instead of showing a button that has to be tapped again. A link
// to the gateway's page stays on screen in case the browser does not follow; a refused request says why and retries.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentOrder } from '@contract/bookings';
import { checkout } from '@/lib/checkout';
import type { RequestOutcome } from '@/lib/store/request';
import { Alert } from './alert';

type Props = {
  /** The feature's thunk for a fresh payment order of its own order. */
  start: () => Promise<RequestOutcome<PaymentOrder>>;
  className: string;
};

type View = { step: 'opening'; href: string | null } | { step: 'failed'; error: string };

/** Starts once on arrival; "Try again" asks for a new payment order. */
export function PaymentRedirect({ start, className }: Props) {
  const [view, setView] = useState<View>({ step: 'opening', href: null });
  const started = useRef(false);

  const open = useCallback(async () => {
    setView({ step: 'opening', href: null });
    const outcome = await start();
    if (!outcome.ok) return setView({ step: 'failed', error: outcome.error });
    const href = checkout.href(outcome.data);
    setView({ step: 'opening', href });
    checkout.go(href);
  }, [start]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void open();
  }, [open]);

  if (view.step === 'failed')
    return (
      <div className={className}>
        <Alert title="We could not open the payment page." onRetry={() => void open()}>
          {view.error}
        </Alert>
      </div>
    );
  return (
    <div className={className} role="status" aria-label="Payment">
      <p>Opening the payment page…</p>
      {view.href ? (
        <p>
          Not there yet? <a href={view.href}>Go to the payment page</a>.
        </p>
      ) : null}
    </div>
  );
}
