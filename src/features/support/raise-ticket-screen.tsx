import { Link } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FileField, SelectField, TextAreaField, TextField } from '@/components/field';
import { Seo } from '@/components/seo';
import { SUPPORT_MESSAGE_MAX, SUPPORT_PHOTO_MAX_BYTES, SUPPORT_PHOTOS_MAX, SUPPORT_TOPIC_LABELS, SUPPORT_TOPICS } from '@contract/support-rules';
import { paths } from '@contract/paths';
import { useRaiseTicket } from './use-raise-ticket';
import './support.css';

const TOPIC_OPTIONS = SUPPORT_TOPICS.map((t) => ({ value: t, label: SUPPORT_TOPIC_LABELS[t] }));
const PHOTO_HINT = `Up to ${SUPPORT_PHOTOS_MAX} photos, JPEG, PNG or WebP, ${SUPPORT_PHOTO_MAX_BYTES / 1024 / 1024} MB each. We remove location and camera details.`;

/** /support/freshdesk: raise a support ticket, signed in (with one of my orders) or as a visitor proving the mobile by OTP. */
export function RaiseTicketScreen() {
  const { form, signedIn, orders, photos, choosePhotos, otpSent, otpBusy, requestOtp, submit, done } = useRaiseTicket();
  const { values, errors, set } = form;

  return (
    <div className="page container support">
      <Seo title="Raise a support ticket" description="Tell Revolt customer care about a problem with your bike, booking, delivery or the app." path={paths.supportRaise.path} />
      <h1>Raise a support ticket</h1>
      {done ? (
        <div className="card support__done" role="status">
          <h2>Ticket {done.reference} is raised</h2>
          <p>We reply within 24 hours and send you an SMS when we do.</p>
          {signedIn ? <Link to={paths.userSupport.getHref()}>See my support tickets</Link> : <p>Sign in with the same mobile number to read and answer our replies.</p>}
        </div>
      ) : (
        <form ref={form.formRef} className="card support__form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="ticket-heading">
          <h2 id="ticket-heading">What can we help with?</h2>
          <p className="muted">Fields marked * are required.</p>
          {form.serverError ? <Alert title="Your ticket was not raised.">{form.serverError}</Alert> : null}
          {!signedIn ? (
            <>
              <p>
                Have an account? <Link to={paths.signin.getHref(paths.supportRaise.getHref())}>Sign in</Link> to name one of your orders and follow the
                ticket in your account.
              </p>
              <TextField label="Full name" name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={(e) => set({ name: e.target.value })} />
              <TextField
                label="Mobile number"
                name="mobile"
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                required
                value={values.mobile}
                error={errors.mobile}
                onChange={(e) => set({ mobile: e.target.value })}
              />
              <Button variant="secondary" busy={otpBusy} onClick={() => void requestOtp()}>
                {otpSent ? 'Send the OTP again' : 'Send OTP'}
              </Button>
              {otpSent ? (
                <p role="status" className="muted">
                  We sent a 6-digit OTP to your mobile.
                </p>
              ) : null}
              <TextField
                label="OTP"
                name="otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                value={values.otp}
                error={errors.otp}
                onChange={(e) => set({ otp: e.target.value })}
              />
            </>
          ) : null}
          <SelectField label="Topic" name="topic" required options={TOPIC_OPTIONS} placeholder="Choose a topic" value={values.topic} error={errors.topic} onChange={(e) => set({ topic: e.target.value })} />
          {signedIn ? (
            <SelectField
              label="Order (optional)"
              name="order_id"
              options={orders.map((o) => ({ value: String(o.id), label: `${o.reference} · ${o.model_name} (${o.state_label})` }))}
              placeholder="No particular order"
              value={values.order_id}
              error={errors.order_id}
              onChange={(e) => set({ order_id: e.target.value })}
            />
          ) : null}
          <TextAreaField
            label="Message"
            name="message"
            required
            maxLength={SUPPORT_MESSAGE_MAX}
            hint={`${values.message.length} of ${SUPPORT_MESSAGE_MAX} characters`}
            value={values.message}
            error={errors.message}
            onChange={(e) => set({ message: e.target.value })}
          />
          <FileField
            label="Photos (optional)"
            name="photos"
            accept="image/jpeg,image/png,image/webp"
            multiple
            hint={photos.length ? `${PHOTO_HINT} Chosen: ${photos.map((p) => p.name).join(', ')}.` : PHOTO_HINT}
            error={errors.photos}
            onChange={(e) => choosePhotos(Array.from(e.target.files ?? []))}
          />
          <Button type="submit" busy={form.busy}>
            Raise the ticket
          </Button>
        </form>
      )}
    </div>
  );
}

export default RaiseTicketScreen;
