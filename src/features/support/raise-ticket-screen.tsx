import { Link } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FileField, SelectField, TextAreaField, TextField } from '@/components/field';
import { Seo } from '@/components/seo';
import { SUPPORT_MESSAGE_MAX, SUPPORT_PHOTO_MAX_BYTES, SUPPORT_PHOTOS_MAX, SUPPORT_SLA_HOURS, SUPPORT_TOPICS } from '@contract/support-rules';
import { paths } from '@contract/paths';
import * as t from './messages';
import { useRaiseTicket } from './use-raise-ticket';
import './support.css';

const TOPIC_OPTIONS = SUPPORT_TOPICS.map((topic) => ({ value: topic, label: t.topicLabels[topic] }));
const PHOTO_HINT = t.photoHint({ count: SUPPORT_PHOTOS_MAX, mb: SUPPORT_PHOTO_MAX_BYTES / 1024 / 1024 });

/** /support/freshdesk: raise a support ticket, signed in (with one of my orders) or as a visitor proving the mobile by OTP. */
export function RaiseTicketScreen() {
  const { form, signedIn, orders, photos, choosePhotos, otpSent, otpBusy, requestOtp, submit, done } = useRaiseTicket();
  const { values, errors, set } = form;

  return (
    <div className="page container support">
      <Seo title={t.raiseSeoTitle} description={t.raiseSeoDescription} path={paths.supportRaise.path} />
      <h1>{t.raiseHeading}</h1>
      {done ? (
        <div className="card support__done" role="status">
          <h2>{t.raised({ reference: done.reference })}</h2>
          <p>{t.replyPromise({ hours: SUPPORT_SLA_HOURS })}</p>
          {signedIn ? <Link to={paths.userSupport.getHref()}>{t.seeMyTickets}</Link> : <p>{t.signInToFollow}</p>}
        </div>
      ) : (
        <form ref={form.formRef} className="card support__form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="ticket-heading">
          <h2 id="ticket-heading">{t.formHeading}</h2>
          <p className="muted">{t.requiredNote}</p>
          {form.serverError ? <Alert title={t.notRaised}>{form.serverError}</Alert> : null}
          {!signedIn ? (
            <>
              <p>
                {t.haveAccount}
                <Link to={paths.signin.getHref(paths.supportRaise.getHref())}>{t.signIn}</Link>
                {t.signInWhy}
              </p>
              <TextField label={t.fullName} name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={(e) => set({ name: e.target.value })} />
              <TextField
                label={t.mobile}
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
                {otpSent ? t.sendOtpAgain : t.sendOtp}
              </Button>
              {otpSent ? (
                <p role="status" className="muted">
                  {t.otpSent}
                </p>
              ) : null}
              <TextField
                label={t.otp}
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
          <SelectField label={t.topic} name="topic" required options={TOPIC_OPTIONS} placeholder={t.chooseTopic} value={values.topic} error={errors.topic} onChange={(e) => set({ topic: e.target.value })} />
          {signedIn ? (
            <SelectField
              label={t.order}
              name="order_id"
              options={orders.map((o) => ({ value: String(o.id), label: t.orderOption({ reference: o.reference, model: o.model_name, state: o.state_label }) }))}
              placeholder={t.noOrder}
              value={values.order_id}
              error={errors.order_id}
              onChange={(e) => set({ order_id: e.target.value })}
            />
          ) : null}
          <TextAreaField
            label={t.message}
            name="message"
            required
            maxLength={SUPPORT_MESSAGE_MAX}
            hint={t.characters({ count: values.message.length, max: SUPPORT_MESSAGE_MAX })}
            value={values.message}
            error={errors.message}
            onChange={(e) => set({ message: e.target.value })}
          />
          <FileField
            label={t.photos}
            name="photos"
            accept="image/jpeg,image/png,image/webp"
            multiple
            hint={photos.length ? t.photosChosen({ hint: PHOTO_HINT, names: photos.map((p) => p.name).join(', ') }) : PHOTO_HINT}
            error={errors.photos}
            onChange={(e) => choosePhotos(Array.from(e.target.files ?? []))}
          />
          <Button type="submit" busy={form.busy}>
            {t.raiseSubmit}
          </Button>
        </form>
      )}
    </div>
  );
}

export default RaiseTicketScreen;
