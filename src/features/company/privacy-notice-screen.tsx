import { Link } from 'react-router-dom';
import { Breadcrumb, breadcrumbJsonLd } from '@/components/breadcrumb';
import { Seo } from '@/components/seo';
import {
  DEALER_APPLICATION_RETENTION_MONTHS,
  ENQUIRY_RETENTION_MONTHS,
  EXPIRED_GRACE_DAYS,
  JOB_APPLICATION_RETENTION_MONTHS,
  SERVICE_VISIT_NOTES_RETENTION_MONTHS,
} from '@contract/retention-rules';
import { paths } from '@contract/paths';
import { config } from '@/lib/config';
import { phoneText, telHref } from '@/lib/format';

const crumbs = [
  { name: 'Home', path: paths.home.getHref() },
  { name: 'Privacy notice', path: paths.privacyNotice.getHref() },
];

const day = EXPIRED_GRACE_DAYS === 1 ? 'one day' : `${EXPIRED_GRACE_DAYS} days`;

/** What we keep, why, for how long and the customer's rights (DPDP Act 2023), in plain words; the periods come from the job's own constants. */
export function PrivacyNoticeScreen() {
  return (
    <div className="page container narrow">
      <Seo
        title="Privacy notice: how we use your details"
        description="What Revolt Motors keeps about you, why, for how long, and how to see, correct or delete it, withdraw consent or raise a grievance."
        path={paths.privacyNotice.path}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <article>
        <h1>How we use your details</h1>
        <p>
          This is the short version, in plain words. Revolt Motors decides why and how your details are used, so under India&rsquo;s Digital Personal
          Data Protection Act, 2023 we are responsible for them. The full text is our <Link to={paths.companyPage.getHref('privacy-policy')}>privacy policy</Link>.
        </p>

        <h2>What we keep and why</h2>
        <ul>
          <li>
            <strong>Your account</strong> (name, mobile, e-mail, state, city, area, pincode and your password, which we store only in a scrambled form): to
            sign you in and keep your bookings and test rides together.
          </li>
          <li>
            <strong>Bookings and orders</strong> (the bike, colour, hub, delivery address, payments and refunds): to deliver your bike, take and give back
            payments, and keep the tax and accounting records the law asks for.
          </li>
          <li>
            <strong>Test rides, notify-me and contact requests</strong>: to arrange the ride, tell you when a model reaches your city, or answer you.
          </li>
          <li>
            <strong>Dealership and job applications</strong>: to consider your application and reply to you.
          </li>
          <li>
            <strong>Sign-in codes, sessions and request counters</strong>: to keep your account safe and stop abuse.
          </li>
        </ul>
        <p>
          We use these details only for what you asked for. Messages about it (codes, booking and test-ride confirmations, payments, service) are part of
          that service and need no extra permission.
        </p>

        <h2>News and offers need your yes</h2>
        <p>
          We send news and offers only if you tick the separate box on registration, booking or test-ride forms. It is never ticked for you. You can
          withdraw that consent at any time from <Link to={paths.profile.getHref()}>your profile</Link>, as easily as you gave it; we record when you did,
          and your details stop going to our campaign lists from then on. Withdrawing does not affect what we did before, or your bookings.
        </p>

        <h2>How long we keep it</h2>
        <ul>
          <li>Sign-in codes, sessions, order look-up codes and request counters: deleted {day} after they expire.</li>
          <li>
            Test-ride, notify-me and contact requests: deleted {ENQUIRY_RETENTION_MONTHS} months after their last change, unless your mobile has an order
            with us, when they stay with that order&rsquo;s records.
          </li>
          <li>
            Orders and payments: as long as tax and accounting law requires us to keep such records (generally up to 8 years). If you delete your account,
            these records stay but no longer carry your name, mobile, e-mail or address.
          </li>
          <li>
            Service visits: as long as your bike&rsquo;s order, as its service history for the warranty (hub, day, kind of service, odometer, parts and
            work done). Your notes on a visit are deleted {SERVICE_VISIT_NOTES_RETENTION_MONTHS} months after it is completed or cancelled.
          </li>
          <li>Your account: until you delete it.</li>
          <li>
            Dealership applications: deleted {DEALER_APPLICATION_RETENTION_MONTHS} months after their last change, unless you become our dealer. Job
            applications and CVs: deleted {JOB_APPLICATION_RETENTION_MONTHS} months after we receive them, unless you join us.
          </li>
        </ul>

        <h2>Your rights</h2>
        <ul>
          <li>
            <strong>Access</strong>: ask for a summary of the details we hold about you and whom we shared them with. A signed-in customer can download a
            copy from the profile.
          </li>
          <li>
            <strong>Correction</strong>: correct or complete your details. You can change most of them in <Link to={paths.profile.getHref()}>your profile</Link>;
            write to us for the rest.
          </li>
          <li>
            <strong>Erasure</strong>: ask us to delete your details once they are no longer needed for what you gave them for, or delete your account
            from the profile. We keep only what the law makes us keep.
          </li>
          <li>
            <strong>Withdrawing consent</strong>: stop news and offers at any time, from the profile or by writing to us.
          </li>
          <li>
            <strong>Grievance</strong>: complain to us about how we handled your details, and get an answer.
          </li>
          <li>
            <strong>Nomination</strong>: name someone to use these rights for you if you die or cannot act yourself.
          </li>
        </ul>

        <h2>Grievance Officer</h2>
        <p>
          Write or call our Grievance Officer. Tell us your registered mobile number and what you need; we will check it is you before we act, and we
          reply within 90 days at the most.
        </p>
        <ul>
          <li>
            E-mail: <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a> (subject: &ldquo;Grievance Officer&rdquo;)
          </li>
          <li>
            Phone: <a href={telHref(config.supportPhone)}>{phoneText(config.supportPhone)}</a>
          </li>
        </ul>
        <p>
          If you are not satisfied with our answer, you can complain to the Data Protection Board of India.
        </p>

        <h2>Children</h2>
        <p>Our forms are for adults. If you are under 18, a parent or guardian must agree before you give us your details.</p>
      </article>
    </div>
  );
}

export default PrivacyNoticeScreen;
