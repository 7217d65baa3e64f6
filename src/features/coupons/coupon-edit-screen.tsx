import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { COUPON_KINDS, COUPON_KIND_LABELS, COUPON_LIMITS } from '@contract/coupon-rules';
import { paths } from '@contract/paths';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CheckboxField, RadioGroupField, TextField } from '@/components/field';
import { Seo } from '@/components/seo';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { hasErrors } from '@/lib/validation';
import { couponBodyOf, couponFormErrors, couponFormOf, emptyCouponForm, type CouponFormField } from './coupon-form';
import { selectCouponList, type CouponsSlice } from './coupons-slice';
import { fetchCoupons, saveCoupon } from './coupons-thunks';
import './coupons.css';

const KIND_OPTIONS = COUPON_KINDS.map((k) => ({ value: k, label: COUPON_KIND_LABELS[k] }));

/** /coupon/new and /coupon/:id/edit (admin): the coupon's form, checked before sending, values kept on any error. */
export function CouponEditScreen() {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: CouponsSlice) => selectCouponList(s));
  const existing = id === null ? null : (list.data?.find((c) => c.id === id) ?? null);
  const form = useForm<CouponFormField>(emptyCouponForm);
  const { formRef, values, errors, serverError, setServerError, busy, set, reset, showErrors } = form;
  const { submit: send } = useSubmit(form);
  const [filled, setFilled] = useState(id === null);

  useEffect(() => {
    if (id !== null && list.status === 'idle') void dispatch(fetchCoupons());
  }, [id, list.status, dispatch]);
  useEffect(() => {
    if (existing && !filled) {
      reset(couponFormOf(existing));
      setFilled(true);
    }
  }, [existing, filled, reset]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = couponFormErrors(values);
    if (hasErrors(found)) return showErrors(found);
    showErrors({});
    const outcome = await send(() => dispatch(saveCoupon(id, couponBodyOf(values, existing?.active ?? true))));
    if (!outcome.ok) return;
    void dispatch(fetchCoupons());
    navigate(paths.couponList.getHref(), { state: { message: outcome.data.message } });
  }

  const title = id === null ? 'New coupon' : `Edit coupon ${existing?.code ?? ''}`.trim();
  const missing = id !== null && list.status === 'succeeded' && !existing;
  return (
    <div className="page container">
      <Seo title={title} description="A booking coupon: what it gives, when, where and how often." path={paths.couponNew.path} noindex />
      <p>
        <Link to={paths.couponList.getHref()}>Back to the coupons</Link>
      </p>
      <h1>{title}</h1>
      {list.status === 'failed' && id !== null ? (
        <Alert title="We could not load the coupon." onRetry={() => void dispatch(fetchCoupons())}>
          {list.error}
        </Alert>
      ) : null}
      {missing ? <Alert>No such coupon.</Alert> : null}
      {serverError ? <Alert title="The coupon was not saved.">{serverError}</Alert> : null}
      {!filled ? (
        <p role="status">Loading the coupon…</p>
      ) : (
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={title} className="coupon-form">
          <TextField label="Code" name="code" required autoCapitalize="characters" maxLength={24} hint="4 to 20 letters and numbers, e.g. DIWALI200." value={values.code} error={errors.code} onChange={(ev) => set({ code: ev.target.value })} />
          <RadioGroupField legend="What it gives" name="kind" required options={KIND_OPTIONS} value={values.kind} error={errors.kind} onChange={(kind) => set({ kind })} />
          {values.kind === 'accessory' ? (
            <TextField label="Free accessory" name="accessory" required maxLength={COUPON_LIMITS.accessoryMax} value={values.accessory} error={errors.accessory} onChange={(ev) => set({ accessory: ev.target.value })} />
          ) : (
            <TextField label="Amount off (₹)" name="value" required inputMode="numeric" value={values.value} error={errors.value} onChange={(ev) => set({ value: ev.target.value })} />
          )}
          <div className="coupon-form__pair">
            <TextField label="First day" name="valid_from" type="date" required value={values.valid_from} error={errors.valid_from} onChange={(ev) => set({ valid_from: ev.target.value })} />
            <TextField label="Last day" name="valid_until" type="date" required value={values.valid_until} error={errors.valid_until} onChange={(ev) => set({ valid_until: ev.target.value })} />
          </div>
          <TextField label="Bikes" name="models" hint="Model ids separated by commas, e.g. rv400, rv1. Empty: every bike." value={values.models} error={errors.models} onChange={(ev) => set({ models: ev.target.value })} />
          <TextField label="States" name="states" hint="State codes separated by commas, e.g. MH, KA. Empty: every state." value={values.states} error={errors.states} onChange={(ev) => set({ states: ev.target.value })} />
          <TextField label="Hubs" name="hubs" hint="Hub numbers separated by commas. Empty: every hub." value={values.hubs} error={errors.hubs} onChange={(ev) => set({ hubs: ev.target.value })} />
          <div className="coupon-form__pair">
            <TextField label="Uses in all" name="max_uses" inputMode="numeric" hint="Empty: no limit." value={values.max_uses} error={errors.max_uses} onChange={(ev) => set({ max_uses: ev.target.value })} />
            <TextField label="Uses per mobile" name="max_uses_per_mobile" inputMode="numeric" hint="Empty: no limit." value={values.max_uses_per_mobile} error={errors.max_uses_per_mobile} onChange={(ev) => set({ max_uses_per_mobile: ev.target.value })} />
          </div>
          <CheckboxField label="Can be used together with a referral code" name="combines_with_referral" checked={values.combines_with_referral === 'yes'} onChange={(ev) => set({ combines_with_referral: ev.target.checked ? 'yes' : '' })} />
          <div className="form-actions">
            <Button type="submit" busy={busy}>
              Save coupon
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

export default CouponEditScreen;
