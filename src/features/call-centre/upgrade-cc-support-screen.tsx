import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ColourPicker } from '@/components/colour-picker';
import { OtpField, PincodeField, TextField, MobileField } from '@/components/field';
import { ModelField } from '@/components/model-field';
import { Seo } from '@/components/seo';
import { UpgradeHubFields } from '@/components/upgrade-hub-fields';
import type { AssistedOrderResponse } from '@contract/call-centre';
import { CHASSIS_RE, orderMessages } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { bookingMessages } from '@contract/booking-rules';
import { UPGRADE_BOOKING_AMOUNT, upgradeMessages } from '@contract/upgrade-rules';
import { findBike } from '@/content/bikes';
import { formatRupees } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { check, hasErrors, normaliseMobile, validate } from '@/lib/validation';
import { AssistedConfirmation } from './assisted-confirmation';
import { sendOwnerOtp, upgradeForOwner } from './call-centre-thunks';
import './call-centre.css';

type OwnerFields = 'chassis' | 'mobile';
type OrderFields = 'otp' | 'model' | 'colour' | 'state' | 'city' | 'dealer_id' | 'name' | 'email' | 'pincode';
const emptyOwner: Record<OwnerFields, string> = { chassis: '', mobile: '' };
const emptyOrder: Record<OrderFields, string> = { otp: '', model: '', colour: '', state: '', city: '', dealer_id: '', name: '', email: '', pincode: '' };

const chassisOf = (v: string) => v.trim().toUpperCase();

/**
 * /upgradeccsupport (call centre, admin): the agent enters the chassis number and the owner's mobile, the owner
 * receives an OTP and reads it out (their consent), and the agent books the upgrade; the owner pays by the link.
 */
export function UpgradeCcSupportScreen() {
  const dispatch = useAppDispatch();
  const owner = useForm<OwnerFields>(emptyOwner);
  const order = useForm<OrderFields>(emptyOrder);
  const { submit: sendOtp } = useSubmit(owner);
  const { submit: create } = useSubmit(order);
  const [otpNotice, setOtpNotice] = useState<string | null>(null);
  const [done, setDone] = useState<AssistedOrderResponse | null>(null);
  const orderHeading = useRef<HTMLHeadingElement>(null);
  const bike = findBike(order.values.model);
  const colour = bike?.colours.find((c) => c.name === order.values.colour) ?? bike?.colours[0];

  async function onSendOtp(e: FormEvent) {
    e.preventDefault();
    const found = validate(owner.values, { chassis: (v) => (CHASSIS_RE.test(chassisOf(v)) ? null : orderMessages.chassis), mobile: check.mobile });
    if (hasErrors(found)) {
      owner.showErrors(found);
      return;
    }
    owner.showErrors({});
    const outcome = await sendOtp(() => dispatch(sendOwnerOtp({ chassis: chassisOf(owner.values.chassis), mobile: normaliseMobile(owner.values.mobile) })));
    if (!outcome.ok) return;
    const first = otpNotice === null;
    setOtpNotice(outcome.data.message);
    if (first) requestAnimationFrame(() => orderHeading.current?.focus());
  }

  async function onCreate(e: FormEvent) {
    e.preventDefault();
    const found = validate(order.values, {
      otp: check.otp,
      model: (v) => (findBike(v) ? null : upgradeMessages.model),
      colour: (v) => (bike?.colours.some((c) => c.name === v) ? null : bookingMessages.colour),
      state: check.required('Choose the state of the upgrade hub.'),
      city: check.required('Choose the city of the upgrade hub.'),
      dealer_id: check.required(upgradeMessages.hub),
      name: check.name,
      email: check.email,
      pincode: check.pincode,
    });
    if (hasErrors(found)) {
      order.showErrors(found);
      return;
    }
    order.showErrors({});
    const { values } = order;
    // Every typed value stays; a refusal about the bike (chassis) is shown on the owner's form.
    const outcome = await create(
      () =>
        dispatch(
          upgradeForOwner({
            chassis: chassisOf(owner.values.chassis),
            mobile: normaliseMobile(owner.values.mobile),
            otp: values.otp.trim(),
            model: values.model,
            colour: values.colour,
            name: values.name.trim(),
            email: values.email.trim(),
            pincode: values.pincode.trim(),
            state: values.state,
            city: values.city,
            dealer_id: Number(values.dealer_id),
          }),
        ),
      (failed) => {
        const { chassis, mobile, ...rest } = failed.fieldErrors;
        if (chassis || mobile) owner.showErrors({ ...(chassis ? { chassis } : {}), ...(mobile ? { mobile } : {}) });
        order.showServerErrors(failed.error, rest);
        return true;
      },
    );
    if (!outcome.ok) return;
    setDone(outcome.data);
  }

  function upgradeAnother() {
    owner.reset(emptyOwner);
    order.reset(emptyOrder);
    setOtpNotice(null);
    setDone(null);
  }

  return (
    <div className="page container call-centre">
      <Seo title="Upgrade for a caller" description="Call centre: book an upgrade for a bike owner with their consent by OTP." path={paths.upgradeCcSupport.path} noindex />
      <h1>Upgrade for a caller</h1>
      <p className="muted call-centre__lead">
        The owner confirms with an OTP sent to the mobile the bike was bought on. Once booked, they get a link to pay the upgrade booking amount of{' '}
        {formatRupees(UPGRADE_BOOKING_AMOUNT)}.
      </p>
      {done ? (
        <AssistedConfirmation result={done} again="Upgrade another" onAgain={upgradeAnother} />
      ) : (
        <>
          {owner.serverError ? <Alert title="The OTP was not sent.">{owner.serverError}</Alert> : null}
          <form ref={owner.formRef} noValidate onSubmit={onSendOtp} aria-label="The owner's bike">
            <h2 className="call-centre__heading">1. The owner&rsquo;s bike</h2>
            <TextField
              label="Chassis number"
              name="chassis"
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={17}
              hint="17 characters from the RC: letters and digits, no I, O or Q"
              value={owner.values.chassis}
              error={owner.errors.chassis}
              onChange={(e) => owner.set({ chassis: e.target.value })}
            />
            <MobileField label="Owner's mobile number" value={owner.values.mobile} error={owner.errors.mobile} onValue={(mobile) => owner.set({ mobile })} />
            <div className="form-actions">
              <Button type="submit" variant={otpNotice ? 'secondary' : undefined} busy={owner.busy}>
                {owner.busy ? 'Sending…' : otpNotice ? 'Send the OTP again' : 'Send OTP to owner'}
              </Button>
            </div>
          </form>
          {otpNotice ? (
            <>
              <p role="status" className="call-centre__lead">
                {otpNotice}
              </p>
              {order.serverError ? <Alert title="The upgrade was not booked.">{order.serverError}</Alert> : null}
              <form ref={order.formRef} noValidate onSubmit={onCreate} aria-labelledby="upgrade-order-title">
                <h2 id="upgrade-order-title" ref={orderHeading} tabIndex={-1} className="call-centre__heading">
                  2. The owner&rsquo;s consent and the new bike
                </h2>
                <OtpField label="OTP the owner reads out" value={order.values.otp} error={order.errors.otp} onValue={(otp) => order.set({ otp })} />
                <ModelField
                  legend="Which bike does the owner upgrade to?"
                  value={order.values.model}
                  error={order.errors.model}
                  onChange={(model) => order.set({ model, colour: findBike(model)?.colours[0]?.name ?? '' })}
                />
                {bike && colour ? (
                  <div className="call-centre__colour">
                    <ColourPicker colours={bike.colours} selected={colour.name} onSelect={(name) => order.set({ colour: name })} />
                    {order.errors.colour ? <p className="field__error">{order.errors.colour}</p> : null}
                  </div>
                ) : null}
                <UpgradeHubFields value={order.values} errors={order.errors} onChange={order.set} />
                <TextField label="Owner's full name" name="name" autoComplete="off" required maxLength={80} value={order.values.name} error={order.errors.name} onChange={(e) => order.set({ name: e.target.value })} />
                <TextField label="Owner's e-mail" name="email" type="email" autoComplete="off" required value={order.values.email} error={order.errors.email} onChange={(e) => order.set({ email: e.target.value })} />
                <PincodeField label="Owner's pincode" value={order.values.pincode} error={order.errors.pincode} onValue={(pincode) => order.set({ pincode })} />
                <div className="form-actions">
                  <Button type="submit" busy={order.busy}>
                    {order.busy ? 'Booking…' : 'Book the upgrade and send payment link'}
                  </Button>
                </div>
              </form>
            </>
          ) : null}
        </>
      )}
    </div>
  );
}

export default UpgradeCcSupportScreen;
