-- A refund's event on its order's timeline is written once, by whichever report of it comes first: this site's own
-- refund call, the sandbox's record, or the gateway's webhook (which may arrive before the call returns, or for a
-- refund made on the gateway's dashboard). announced_at says it was written (server/store/refunds.ts).
ALTER TABLE payment_refunds ADD COLUMN announced_at timestamptz;
UPDATE payment_refunds SET announced_at = created_at WHERE order_id IS NOT NULL;
