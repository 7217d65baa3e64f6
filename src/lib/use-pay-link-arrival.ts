// Whether an order's page was just opened from a call-centre payment link to pay it: the load took the key from the
// link's fragment (rememberBooking with payLink), and the order on screen is payable. Decided once the order is
// here, then forgotten, so the page goes to the gateway once and coming back from it shows the page.
import { useEffect, useState } from 'react';
import { takePayLinkArrival } from './order-access';

export function usePayLinkArrival(order: { id: number; can_pay: boolean } | null): boolean {
  const [arrived, setArrived] = useState(false);
  const id = order?.id;
  const payable = order?.can_pay === true;
  useEffect(() => {
    if (id !== undefined && takePayLinkArrival(id) && payable) setArrived(true);
  }, [id, payable]);
  return arrived;
}
