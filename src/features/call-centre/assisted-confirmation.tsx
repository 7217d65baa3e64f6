import { useEffect, useRef } from 'react';
import { Button } from '@/components/button';
import type { AssistedOrderResponse } from '@contract/call-centre';
import { formatRupees } from '@/lib/format';

/** What the agent reads back to the caller once the order is made: the reference and where the link went. */
export function AssistedConfirmation({ result, again, onAgain }: { result: AssistedOrderResponse; again: string; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { order, sent_to } = result.data;
  return (
    <section className="card call-centre__done" aria-labelledby="call-centre-done">
      <h2 id="call-centre-done" ref={heading} tabIndex={-1}>
        {order.reference}
      </h2>
      <p role="status">{result.message}</p>
      <dl className="call-centre__lines">
        <dt>Bike</dt>
        <dd>
          {order.model_name} in {order.colour}
        </dd>
        <dt>Hub</dt>
        <dd>{order.hub.name}</dd>
        <dt>To pay by the link</dt>
        <dd>{formatRupees(order.amount)}</dd>
        <dt>Link sent to</dt>
        <dd>{sent_to}</dd>
      </dl>
      <Button onClick={onAgain}>{again}</Button>
    </section>
  );
}
