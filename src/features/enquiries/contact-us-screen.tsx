import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from '@/components/breadcrumb';
import { Button } from '@/components/button';
import { PersonFields, SelectField, TextAreaField } from '@/components/field';
import { PlaceFields } from '@/components/location-fields';
import { Seo } from '@/components/seo';
import { PrivacyNote } from '@/components/privacy-note';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_TOPICS } from '@contract/enquiry-rules';
import type { ContactRequest, ContactTopic } from '@contract/enquiries';
import { paths } from '@contract/paths';
import { config } from '@/lib/config';
import { prefillFrom, selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { hasErrors, validate, personBody, personChecks } from '@/lib/validation';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { phoneText, telHref } from '@/lib/format';
import { LOCALE } from '@/lib/i18n/language';
import type { ThankYouState } from './enquiry-helpers';
import { submitContact } from './enquiries-thunks';
import * as s from './messages';
import * as t from './contact.messages';
import './enquiries.css';

type Fields = 'name' | 'mobile' | 'email' | 'topic' | 'message' | 'state' | 'city' | 'area' | 'pincode';

// The pincode only fills the state and city (PlaceFields, no area here); the message carries the state and city.
const empty: Record<Fields, string> = { name: '', mobile: '', email: '', topic: '', message: '', state: '', city: '', area: '', pincode: '' };

const crumbs: Crumb[] = [
  { name: s.home, path: paths.home.getHref() },
  { name: t.title, path: paths.contactUs.getHref() },
];

const isTopic = (v: string): v is ContactTopic => (CONTACT_TOPICS as readonly string[]).includes(v);
const count = (n: number) => n.toLocaleString(LOCALE);

/** /contact-us: ways to reach customer care, then the message form. Prerendered: the user applies after mount. */
export function ContactUsScreen() {
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

  const length = values.message.trim().length;
  const over = length - CONTACT_MESSAGE_MAX;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validate(values, {
      ...personChecks,
      topic: (v) => (isTopic(v) ? null : s.topicError),
      message: (v) => (v.trim().length >= CONTACT_MESSAGE_MIN && v.trim().length <= CONTACT_MESSAGE_MAX ? null : s.messageError),
    });
    showErrors(found);
    if (hasErrors(found) || !isTopic(values.topic)) return;
    const body: ContactRequest = {
      ...personBody(values),
      topic: values.topic,
      message: values.message.trim(),
      ...(values.state ? { state: values.state } : {}),
      ...(values.city ? { city: values.city } : {}),
    };
    const outcome = await send(() => dispatch(submitContact(body)));
    if (!outcome.ok) return;
    const state: ThankYouState = { reference: outcome.data.data.reference, message: outcome.data.message };
    navigate(paths.thankYouContact.getHref(outcome.data.data.id), { state });
  }

  return (
    <div className="page container">
      <Seo
        title={t.title}
        description={t.seoDescription}
        path={paths.contactUs.path}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>{t.title}</h1>
      <div className="enquiry-layout enquiry-layout--aside-first">
        <section className="card enquiry-aside" aria-labelledby="reach-title">
          <h2 id="reach-title">{t.talkTitle}</h2>
          <dl className="contact-ways">
            <dt>{t.phone}</dt>
            <dd>
              <a href={telHref(config.supportPhone)}>{phoneText(config.supportPhone)}</a>
            </dd>
            <dt>{t.email}</dt>
            <dd>
              <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
            </dd>
            <dt>{t.hours}</dt>
            <dd>{t.hoursText}</dd>
          </dl>
          <ul className="contact-links">
            <li>
              {t.findHubBefore}
              <Link to={paths.locateDealer.getHref()}>{t.findHubLink}</Link>
              {t.findHubAfter}
            </li>
            <li>
              {t.testRideBefore}
              <Link to={paths.testRide.getHref()}>{t.testRideLink}</Link>
              {t.testRideAfter}
            </li>
          </ul>
        </section>
        <section aria-labelledby="message-title">
          <h2 id="message-title" className="enquiry-form__heading">{t.messageTitle}</h2>
          <p className="muted">{t.replyNote}</p>
          {serverError ? <Alert title={t.failed}>{serverError}</Alert> : null}
          <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t.title} className="enquiry-form">
            <PersonFields values={values} errors={errors} onChange={set} />
            <SelectField
              label={t.topic}
              name="topic"
              required
              value={values.topic}
              error={errors.topic}
              placeholder={t.topicPlaceholder}
              options={CONTACT_TOPICS.map((topic, i) => ({ value: topic, label: t.topics[i] ?? topic }))}
              onChange={(e) => set({ topic: e.target.value })}
            />
            <TextAreaField
              label={t.message}
              name="message"
              required
              rows={6}
              hint={
                over > 0
                  ? t.messageOver({ length: count(length), max: count(CONTACT_MESSAGE_MAX), over: count(over) })
                  : t.messageCount({ length: count(length), max: count(CONTACT_MESSAGE_MAX), min: CONTACT_MESSAGE_MIN })
              }
              value={values.message}
              error={errors.message}
              onChange={(e) => set({ message: e.target.value })}
            />
            <fieldset className="enquiry-optional">
              <legend>{t.whereLegend}</legend>
              <p className="field__hint">{t.whereHint}</p>
              <PlaceFields
                showArea={false}
                required={false}
                value={values}
                errors={errors}
                onChange={(patch) => set(patch)}
              />
            </fieldset>
            <div className="form-actions">
              <Button type="submit" busy={busy}>
                {busy ? s.sending : t.submit}
              </Button>
            </div>
            <PrivacyNote />
          </form>
        </section>
      </div>
    </div>
  );
}

export default ContactUsScreen;
