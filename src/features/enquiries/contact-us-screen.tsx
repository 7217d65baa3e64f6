import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from '@/components/breadcrumb';
import { Button } from '@/components/button';
import { PersonFields, SelectField, TextAreaField } from '@/components/field';
import { PlaceFields } from '@/components/location-fields';
import { Seo } from '@/components/seo';
import { PrivacyNote } from '@/components/privacy-note';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_TOPICS, enquiryMessages } from '@contract/enquiry-rules';
import type { ContactRequest, ContactTopic } from '@contract/enquiries';
import { paths } from '@contract/paths';
import { config } from '@/lib/config';
import { prefillFrom, selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { hasErrors, validate, personBody, personChecks } from '@/lib/validation';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { phoneText, telHref } from '@/lib/format';
import type { ThankYouState } from './enquiry-helpers';
import { submitContact } from './enquiries-thunks';
import './enquiries.css';

type Fields = 'name' | 'mobile' | 'email' | 'topic' | 'message' | 'state' | 'city' | 'area' | 'pincode';

// The pincode only fills the state and city (PlaceFields, no area here); the message carries the state and city.
const empty: Record<Fields, string> = { name: '', mobile: '', email: '', topic: '', message: '', state: '', city: '', area: '', pincode: '' };

const crumbs: Crumb[] = [
  { name: 'Home', path: paths.home.getHref() },
  { name: 'Contact us', path: paths.contactUs.getHref() },
];

const isTopic = (v: string): v is ContactTopic => (CONTACT_TOPICS as readonly string[]).includes(v);
const count = (n: number) => n.toLocaleString('en-IN');

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
      topic: (v) => (isTopic(v) ? null : enquiryMessages.topic),
      message: (v) => (v.trim().length >= CONTACT_MESSAGE_MIN && v.trim().length <= CONTACT_MESSAGE_MAX ? null : enquiryMessages.message),
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
        title="Contact us"
        description="Call or write to Revolt customer care, Monday to Saturday, 9:00 to 18:00, or send us a message about buying, bookings, test rides or service."
        path={paths.contactUs.path}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>Contact us</h1>
      <div className="enquiry-layout enquiry-layout--aside-first">
        <section className="card enquiry-aside" aria-labelledby="reach-title">
          <h2 id="reach-title">Talk to customer care</h2>
          <dl className="contact-ways">
            <dt>Phone</dt>
            <dd>
              <a href={telHref(config.supportPhone)}>{phoneText(config.supportPhone)}</a>
            </dd>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
            </dd>
            <dt>Hours</dt>
            <dd>Monday to Saturday, 9:00 to 18:00 (India time)</dd>
          </dl>
          <ul className="contact-links">
            <li>
              <Link to={paths.locateDealer.getHref()}>Find a Revolt hub near you</Link> for sales, service and charging help in person.
            </li>
            <li>
              <Link to={paths.testRide.getHref()}>Book a free test ride</Link> at the hub of your choice.
            </li>
          </ul>
        </section>
        <section aria-labelledby="message-title">
          <h2 id="message-title" className="enquiry-form__heading">Send us a message</h2>
          <p className="muted">We reply within two working days. Please do not include card or bank details.</p>
          {serverError ? <Alert title="We could not send your message.">{serverError}</Alert> : null}
          <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Contact us" className="enquiry-form">
            <PersonFields values={values} errors={errors} onChange={set} />
            <SelectField
              label="What is it about?"
              name="topic"
              required
              value={values.topic}
              error={errors.topic}
              placeholder="Choose a topic"
              options={CONTACT_TOPICS.map((t) => ({ value: t, label: t }))}
              onChange={(e) => set({ topic: e.target.value })}
            />
            <TextAreaField
              label="Your message"
              name="message"
              required
              rows={6}
              hint={
                over > 0
                  ? `${count(length)} of ${count(CONTACT_MESSAGE_MAX)} characters: ${count(over)} too many.`
                  : `${count(length)} of ${count(CONTACT_MESSAGE_MAX)} characters (at least ${CONTACT_MESSAGE_MIN}).`
              }
              value={values.message}
              error={errors.message}
              onChange={(e) => set({ message: e.target.value })}
            />
            <fieldset className="enquiry-optional">
              <legend>Where are you? (optional)</legend>
              <p className="field__hint">It helps us pass your message to the right hub.</p>
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
                {busy ? 'Sending…' : 'Send message'}
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
