import { useEffect, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { PincodeField, TextField } from '@/components/field';
import { DeliveryHubField, deliveryHubCheck, useCityHubs } from '@/components/hub-field';
import { LocationFields } from '@/components/location-fields';
import { Seo } from '@/components/seo';
import { fieldMessages as messages } from '@/lib/validation.messages';
import { paths } from '@contract/paths';
import { selectUserInfo, type SessionSlice } from '@/lib/session';
import { cartActions } from '@/lib/store/cart';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { check, hasErrors, validate } from '@/lib/validation';
import { CartLine } from './purchase-cart-line';
import { EmptyCart, PurchaseSteps, useCartBike } from './purchase-parts';
import './purchase.css';

type Fields = 'line1' | 'line2' | 'landmark' | 'state' | 'city' | 'pincode' | 'dealer_id';

const empty: Record<Fields, string> = { line1: '', line2: '', landmark: '', state: '', city: '', pincode: '', dealer_id: '' };

const addressMessages = {
  line1: 'Enter the house number and street.',
  line2: 'Keep the second line under 120 characters.',
  landmark: 'Keep the landmark under 80 characters.',
} as const;

const maxLength = (max: number, message: string) => (v: string) => (v.trim().length <= max ? null : message);

/** /shipping: the delivery and registration address and the hub in that city where the bike is handed over. */
export function PurchaseShippingScreen() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const { cart, item, bike } = useCartBike();
  const saved = cart.shippingAddress;
  const { formRef, values, errors, set, fillEmpty, showErrors } = useForm<Fields>(
    saved ? { ...saved, dealer_id: String(saved.dealer_id) } : empty,
  );
  const hubSource = useCityHubs(values.city, values.pincode);

  useEffect(() => {
    if (user && !saved) fillEmpty({ state: user.state ?? undefined, city: user.city ?? undefined, pincode: user.pincode ?? undefined });
  }, [user, saved, fillEmpty]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validate(values, {
      line1: (v) => (v.trim() && v.trim().length <= 120 ? null : addressMessages.line1),
      line2: maxLength(120, addressMessages.line2),
      landmark: maxLength(80, addressMessages.landmark),
      state: check.required(messages.state),
      city: check.required(messages.city),
      pincode: check.pincode,
      dealer_id: deliveryHubCheck(hubSource),
    });
    if (hasErrors(found)) {
      showErrors(found);
      return;
    }
    dispatch(
      cartActions.shippingAddressSaved({
        line1: values.line1.trim(),
        line2: values.line2.trim(),
        landmark: values.landmark.trim(),
        state: values.state,
        city: values.city,
        pincode: values.pincode.trim(),
        dealer_id: Number(values.dealer_id),
      }),
    );
    navigate(paths.payment.getHref());
  }

  return (
    <div className="page container purchase">
      <Seo title="Delivery address" description="Where your Revolt is registered and delivered." path={paths.shipping.path} noindex />
      <h1>Delivery address</h1>
      <PurchaseSteps current="shipping" />
      {!item || !bike ? (
        <EmptyCart />
      ) : (
        <>
          <CartLine item={item} bike={bike} />
          <p className="muted">The bike is registered at this address and handed over at the hub you choose.</p>
          <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Delivery address" className="purchase-form">
            <TextField label="House number and street" name="line1" autoComplete="address-line1" required maxLength={120} value={values.line1} error={errors.line1} onChange={(e) => set({ line1: e.target.value })} />
            <TextField label="Area or locality (optional)" name="line2" autoComplete="address-line2" maxLength={120} value={values.line2} error={errors.line2} onChange={(e) => set({ line2: e.target.value })} />
            <TextField label="Landmark (optional)" name="landmark" maxLength={80} value={values.landmark} error={errors.landmark} onChange={(e) => set({ landmark: e.target.value })} />
            <LocationFields
              showArea={false}
              value={{ state: values.state, city: values.city, area: '' }}
              errors={{ state: errors.state, city: errors.city }}
              onChange={(next) => set({ state: next.state, city: next.city, ...(next.city !== values.city ? { dealer_id: '' } : {}) })}
            />
            <PincodeField value={values.pincode} error={errors.pincode} onValue={(pincode) => set({ pincode })} />
            <DeliveryHubField values={values} errors={errors} source={hubSource} onChange={set} />
            <div className="form-actions">
              <Button type="submit">Continue to payment</Button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}

export default PurchaseShippingScreen;
