// A slot that order screens (the booking status page, the dashboard) render under a paid order, filled by app/
// with another feature's component (the Rev Club spin wheel), since features never import each other.
import { createContext, useContext, type ComponentType } from 'react';

export type OrderExtraProps = { orderId: number };

export const OrderExtraContext = createContext<ComponentType<OrderExtraProps> | null>(null);

/** Renders what app/ put in the slot for this order, or nothing. */
export function OrderExtra({ orderId }: OrderExtraProps) {
  const Extra = useContext(OrderExtraContext);
  return Extra ? <Extra orderId={orderId} /> : null;
}
