import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@contract/orders';
import { makeOrder } from '../../tests/mocks/handlers/purchase';
import { resetOrders, seedOrder } from '../../tests/mocks/handlers/orders';
import { OrderStatusPanel } from './order-status-panel';

/** The panel's figures as the customer reads them: each term with its value. */
function renderPanel(order: Order) {
  render(<OrderStatusPanel order={order} label="Order status" />);
  const panel = screen.getByRole('status', { name: 'Order status' });
  const terms = within(panel).getAllByRole('term');
  return { panel, figures: Object.fromEntries(terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])) };
}

beforeEach(() => resetOrders());

describe('OrderStatusPanel', () => {
  it('an unpaid online order: nothing paid, its online amount to pay now, no refund', () => {
    const { panel, figures: f } = renderPanel(makeOrder());
    expect(panel).toHaveTextContent('Reserved: payment pending');
    expect(panel).toHaveTextContent('Pay the booking amount to confirm your booking.');
    expect(f).toEqual({ Paid: '₹0', 'To pay online now': '₹1,34,990' });
  });

  it('a confirmed booking: the booking amount paid and the balance at the hub', () => {
    expect(renderPanel(seedOrder(1, 'confirmed')).figures).toEqual({ Paid: '₹499', 'To pay at the hub': '₹1,34,491 plus road tax, registration and insurance' });
  });

  it('a cancelled booking: what was paid, the refund on its way or done, and nothing left to pay', () => {
    expect(renderPanel(seedOrder(2, 'refund_initiated')).figures).toEqual({
      Paid: '₹499',
      Refund: '₹499 on its way to the account you paid from',
      'Still to pay': 'Nothing',
    });
  });

  it('a paid booking cancelled before its refund started says the refund has not started', () => {
    expect(renderPanel(seedOrder(3, 'cancelled')).figures).toMatchObject({ Refund: 'Not started yet. You get an SMS with its reference when it starts.' });
  });

  it('a booking cancelled before it was paid shows no refund', () => {
    expect(renderPanel(seedOrder(4, 'cancelled', { amount_paid: 0, paid_at: null, payment_status: 'pending' })).figures).toEqual({ Paid: '₹0', 'Still to pay': 'Nothing' });
  });
});
