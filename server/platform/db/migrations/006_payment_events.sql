-- What payment gateways told us outside a customer's browser (server/payments/). payment_events keeps the id of
-- every webhook event handled, so a delivery the gateway repeats changes nothing the second time.
-- payment_refunds holds each refund by the gateway's own id, as its API or a webhook reported it last.

CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  event text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

CREATE TABLE payment_refunds (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  refund_id text NOT NULL,
  gateway_payment_id text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('pending', 'processed', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, refund_id)
);
CREATE INDEX payment_refunds_payment_idx ON payment_refunds (provider, gateway_payment_id);
