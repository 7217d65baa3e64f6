import { useEffect, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from '@/components/breadcrumb';
import { Button } from '@/components/button';
import { LocationFields } from '@/components/location-fields';
import { Seo } from '@/components/seo';
import { fieldMessages as messages } from '@/lib/validation.messages';
import type { NotifyRequest } from '@contract/enquiries';
import { paths } from '@contract/paths';
import { findBike } from '@/content/bikes';
import { prefillFrom, selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { check, hasErrors, validate, personBody, personChecks } from '@/lib/validation';
import { ModelField } from '@/components/model-field';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { PersonFields } from '@/components/field';
import { PrivacyNote } from '@/components/privacy-note';
import type { ThankYouState } from './enquiry-helpers';
import { checkModel } from './enquiry-form';
import { submitNotify } from './enquiries-thunks';
import * as t from './messages';
import './enquiries.css';

type Fields = 'model' | 'name' | 'mobile' | 'email' | 'state' | 'city';

const empty: Record<Fields, string> = { model: '', name: '', mobile: '', email: '', state: '', city: '' };

const crumbs: Crumb[] = [
  { name: t.home, path: paths.home.getHref() },
  { name: t.notifyCrumb, path: paths.notifyMe.getHref() },
];

/** /notify-me: "tell me when it is available in my city". Prerendered: ?model= and the user apply after mount. */
export function NotifyMeScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const form = useForm<Fields>(empty);
  const { formRef, values, errors, serverError, setServerError, busy, set, fillEmpty, showErrors } = form;
  const { submit: send } = useSubmit(form);

  const modelParam = params.get('model');
  useEffect(() => {
    if (modelParam && findBike(modelParam)) fillEmpty({ model: modelParam });
  }, [modelParam, fillEmpty]);
  useEffect(() => {
    if (!user) return;
    const { name, mobile, email, state, city } = prefillFrom(user);
    fillEmpty({ name, mobile, email, state, city });
  }, [user, fillEmpty]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validate(values, {
      model: checkModel,
      ...personChecks,
      state: check.required(messages.state),
      city: check.required(messages.city),
    });
    showErrors(found);
    if (hasErrors(found)) return;
    const body: NotifyRequest = {
      ...personBody(values),
      state: values.state,
      city: values.city,
      model: values.model,
    };
    const outcome = await send(() => dispatch(submitNotify(body)));
    if (!outcome.ok) return;
    const state: ThankYouState = { reference: outcome.data.data.reference, message: outcome.data.message };
    navigate(paths.thankYouNotify.getHref(outcome.data.data.id), { state });
  }

  return (
    <div className="page container enquiry-page--narrow">
      <Seo
        title={t.notifyTitle}
        description={t.notifyDescription}
        path={paths.notifyMe.path}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>{t.notifyTitle}</h1>
      <p className="muted enquiry-lead">{t.notifyLead}</p>
      {serverError ? <Alert title={t.notifyFailed}>{serverError}</Alert> : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t.notifyForm} className="enquiry-form">
        <ModelField legend={t.notifyModel} value={values.model} error={errors.model} onChange={(model) => set({ model })} />
        <PersonFields values={values} errors={errors} onChange={set} />
        <LocationFields showArea={false} value={{ state: values.state, city: values.city, area: '' }} errors={errors} onChange={({ state, city }) => set({ state, city })} />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {busy ? t.sending : t.notifySubmit}
          </Button>
        </div>
        <PrivacyNote />
      </form>
    </div>
  );
}

export default NotifyMeScreen;
