import { useEffect, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from '@/components/breadcrumb';
import { Button } from '@/components/button';
import { PersonFields, SelectField, TextAreaField, TextField } from '@/components/field';
import { LocationFields } from '@/components/location-fields';
import { Seo } from '@/components/seo';
import { PrivacyNote } from '@/components/privacy-note';
import type { DealerApplicationRequest } from '@contract/dealership';
import { DEALER_BUDGET_OPTIONS, DEALER_BUDGETS, DEALER_LIMITS, type DealerBudget } from '@contract/dealer-rules';
import { fieldMessages as messages } from '@/lib/validation.messages';
import { paths } from '@contract/paths';
import { LOCALE } from '@/lib/i18n/language';
import { prefillFrom, selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { check, hasErrors, personBody, personChecks, validate } from '@/lib/validation';
import { applyForDealership } from './dealership-thunks';
import type { DealerThankYouState } from './dealer-thank-you';
import * as t from './messages';
import './dealership.css';

type Fields = 'name' | 'mobile' | 'email' | 'state' | 'city' | 'current_business' | 'showroom_sqft' | 'budget' | 'message';

const empty: Record<Fields, string> = {
  name: '', mobile: '', email: '', state: '', city: '', current_business: '', showroom_sqft: '', budget: '', message: '',
};

const crumbs: Crumb[] = [
  { name: t.home, path: paths.home.getHref() },
  { name: t.crumb, path: paths.becomeDealer.getHref() },
];

const isBudget = (v: string): v is DealerBudget => (DEALER_BUDGETS as readonly string[]).includes(v);
const showroom = (v: string) => {
  const n = Number(v.replace(/[,\s]/g, ''));
  return /^\d[\d,\s]*$/.test(v.trim()) && n >= DEALER_LIMITS.showroomMin && n <= DEALER_LIMITS.showroomMax ? n : null;
};

/** /become-dealer: the dealership application. Prerendered: the signed-in user's details fill in after mount. */
export function BecomeDealerScreen() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const form = useForm<Fields>(empty);
  const { formRef, values, errors, serverError, setServerError, busy, set, fillEmpty, showErrors } = form;
  const { submit: send } = useSubmit(form);

  useEffect(() => {
    if (!user) return;
    const { name, mobile, email, state, city } = prefillFrom(user);
    fillEmpty({ name, mobile, email, state, city });
  }, [user, fillEmpty]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validate(values, {
      ...personChecks,
      state: check.required(messages.state),
      city: check.required(messages.city),
      current_business: (v) => (v.trim().length >= 2 && v.trim().length <= DEALER_LIMITS.businessMax ? null : t.businessError),
      showroom_sqft: (v) => (showroom(v) === null ? t.showroomError : null),
      budget: (v) => (isBudget(v) ? null : t.budgetError),
      message: (v) => (v.trim().length <= DEALER_LIMITS.messageMax ? null : t.messageError),
    });
    showErrors(found);
    const sqft = showroom(values.showroom_sqft);
    if (hasErrors(found) || !isBudget(values.budget) || sqft === null) return;
    const body: DealerApplicationRequest = {
      ...personBody(values),
      state: values.state,
      city: values.city,
      current_business: values.current_business.trim(),
      showroom_sqft: sqft,
      budget: values.budget,
      ...(values.message.trim() ? { message: values.message.trim() } : {}),
    };
    const outcome = await send(() => dispatch(applyForDealership(body)));
    if (!outcome.ok) return;
    const state: DealerThankYouState = { reference: outcome.data.data.reference, message: outcome.data.message };
    navigate(paths.thankYouDealer.getHref(outcome.data.data.id), { state });
  }

  return (
    <div className="page container">
      <Seo
        title={t.title}
        description={t.seoDescription}
        path={paths.becomeDealer.path}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>{t.title}</h1>
      <div className="dealer-layout">
        <section className="card dealer-aside" aria-labelledby="why-title">
          <h2 id="why-title">{t.whyTitle}</h2>
          <ul>
            {t.whyList.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="muted">{t.reviewNote}</p>
        </section>
        <section aria-labelledby="apply-title">
          <h2 id="apply-title" className="dealer-form__heading">{t.applyTitle}</h2>
          {serverError ? <Alert title={t.failed}>{serverError}</Alert> : null}
          <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t.form} className="dealer-form">
            <PersonFields values={values} errors={errors} onChange={set} />
            <LocationFields showArea={false} value={{ state: values.state, city: values.city, area: '' }} errors={errors} onChange={({ state, city }) => set({ state, city })} />
            <TextField
              label={t.business}
              name="current_business"
              required
              maxLength={DEALER_LIMITS.businessMax}
              hint={t.businessHint}
              value={values.current_business}
              error={errors.current_business}
              onChange={(e) => set({ current_business: e.target.value })}
            />
            <TextField
              label={t.showroom}
              name="showroom_sqft"
              required
              inputMode="numeric"
              hint={t.showroomHint({ min: DEALER_LIMITS.showroomMin.toLocaleString(LOCALE), max: DEALER_LIMITS.showroomMax.toLocaleString(LOCALE) })}
              value={values.showroom_sqft}
              error={errors.showroom_sqft}
              onChange={(e) => set({ showroom_sqft: e.target.value })}
            />
            <SelectField
              label={t.budget}
              name="budget"
              required
              value={values.budget}
              error={errors.budget}
              placeholder={t.budgetPlaceholder}
              options={DEALER_BUDGET_OPTIONS.map((o, i) => ({ value: o.Value, label: t.budgets[i] ?? o.Option }))}
              onChange={(e) => set({ budget: e.target.value })}
            />
            <TextAreaField
              label={t.message}
              name="message"
              rows={4}
              maxLength={DEALER_LIMITS.messageMax}
              value={values.message}
              error={errors.message}
              onChange={(e) => set({ message: e.target.value })}
            />
            <div className="form-actions">
              <Button type="submit" busy={busy}>
                {busy ? t.sending : t.submit}
              </Button>
            </div>
            <PrivacyNote />
          </form>
        </section>
      </div>
    </div>
  );
}

export default BecomeDealerScreen;
