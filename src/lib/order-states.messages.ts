// The order's states as a customer reads them (decision 048): each state's label and next step, the timeline's words
// and the way an event of the timeline is told. In English these are the contract's own words (the server sends the
// same, so English has one truth); the Hindi twin, order-states.messages.hi.ts, gives the same names in Hindi, each map
// typed by OrderState so that a new state in the contract fails the typecheck until it is said in Hindi too.
import { ORDER_NEXT_STEPS, ORDER_STATE_LABELS, type OrderState } from '@contract/order-lifecycle';
import type { Order, OrderEvent, OrderSummary } from '@contract/orders';

/** Each state's label (badges, lists, the dashboard, the timeline). */
export const stateLabels: Readonly<Record<OrderState, string>> = ORDER_STATE_LABELS;
/** The customer's next step in each state. */
export const nextSteps: Readonly<Record<OrderState, string>> = ORDER_NEXT_STEPS;

/** The state's label of an order; in English the server's label (the same words) when it sent one. */
export function stateLabel(order: Pick<OrderSummary, 'state' | 'state_label'>): string {
  return order.state_label || stateLabels[order.state];
}

/** The next step of an order; in English the server's own (it knows a pay-at-hub order's). */
export function nextStep(order: Pick<Order, 'state' | 'payment_method' | 'next_step'>): string {
  return order.next_step;
}

/** What an event of the timeline says; in English the server's words, which name the chassis, the hub, the amount. */
export function eventText(event: Pick<OrderEvent, 'kind' | 'to' | 'text'>): string {
  return event.text;
}

export const timelineLabel = 'Order timeline';
export const timelineEmpty = 'Nothing has happened on this order yet.';
