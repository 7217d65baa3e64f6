// The cart's line on every purchase step (issue 27, "an editable cart"): the bike, its colour and price, with
// "Change colour" (the model's colours; a colour goes through the same add-item checks as "Buy now") and "Remove".
import { useId, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ColourPicker } from '@/components/colour-picker';
import { ModelPrice } from '@/components/model-price';
import type { Bike } from '@/content/bikes';
import { addToCart } from '@/lib/cart-add';
import { cartActions, type CartItem } from '@/lib/store/cart';
import { useAppDispatch } from '@/lib/store/hooks';

export function CartLine({ item, bike }: { item: CartItem; bike: Bike }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState('');
  const pickerId = useId();
  const swatch = bike.colours.find((c) => c.name === item.color);

  async function change(colour: string) {
    if (colour === item.color) return;
    const outcome = await dispatch(addToCart(bike.id, colour));
    setProblem(outcome.ok ? null : outcome.reason);
    setChanged(outcome.ok ? `Your ${bike.name} is now ${outcome.item.color}.` : '');
  }

  return (
    <section className="card purchase-section cart-line" aria-labelledby="cart-line-title">
      <h2 id="cart-line-title">Your bike</h2>
      <p className="cart-line__bike">
        {swatch ? <span className="cart-line__swatch" style={{ background: swatch.hex }} aria-hidden="true" /> : null}
        <span>
          <strong>{bike.name}</strong> in {item.color}
        </span>
        <ModelPrice model={bike.id} className="cart-line__price" />
      </p>
      <div className="cart-line__actions">
        <Button variant="secondary" aria-expanded={open} aria-controls={pickerId} onClick={() => setOpen(!open)}>
          Change colour
        </Button>
        <Button variant="ghost" onClick={() => dispatch(cartActions.itemRemoved(item.product))}>
          Remove
        </Button>
      </div>
      <div id={pickerId} hidden={!open}>
        {open ? <ColourPicker colours={bike.colours} selected={item.color} onSelect={(c) => void change(c)} /> : null}
      </div>
      {problem ? <Alert title="We could not change the colour.">{problem}</Alert> : null}
      <p role="status" className="visually-hidden">
        {changed}
      </p>
    </section>
  );
}
