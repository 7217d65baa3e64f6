// Pay, or pay again, through the gateway: asks the API for a payment order, then hands over to the gateway's page.
// Shared by the purchase and the upgrade screens; `start` is the feature's thunk for its own order.
import { useState } from 'react';
import type { PaymentOrder } from '@contract/bookings';
import { checkout } from '@/lib/checkout';
import type { RequestOutcome } from '@/lib/store/request';
import { Alert } from './alert';
import { Button } from './button';

type Props = { label: string; start: () => Promise<RequestOutcome<PaymentOrder>>; className: string };

export function GatewayPayButton({ label, start, className }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function onClick() {
    setBusy(true);
    setError(null);
    const outcome = await start();
    if (outcome.ok) checkout.go(checkout.href(outcome.data));
    else {
      setBusy(false);
      setError(outcome.error);
    }
  }
  return (
    <div className={className}>
      {error ? <Alert title="We could not start the payment.">{error}</Alert> : null}
      <Button busy={busy} onClick={() => void onClick()}>
        {busy ? 'Preparing the payment…' : label}
      </Button>
      <p className="muted">You pay on the payment gateway’s secure page and come back here when it is done.</p>
    </div>
  );
}
