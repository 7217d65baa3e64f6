import { Link, useLocation } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { useIsClient } from '@/lib/use-is-client';
import type { ThankYouState } from './apply-form';
import { firstName } from '@contract/rules';
import './careers.css';

function readState(state: unknown): ThankYouState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Partial<Record<keyof ThankYouState, unknown>>;
  return typeof s.name === 'string' && typeof s.jobTitle === 'string' && typeof s.applicationId === 'number'
    ? { name: s.name, jobTitle: s.jobTitle, applicationId: s.applicationId }
    : null;
}

/**
 * /career-thankyou (prerendered without state). The browser keeps router state across a reload, so
 * a reload after applying would hydrate the stateless HTML with state: the personal version is
 * therefore shown only once hydrated (useIsClient), never in the first client render.
 */
export function CareerThankYouScreen() {
  const { state } = useLocation();
  const isClient = useIsClient();
  const info = isClient ? readState(state) : null;

  return (
    <div className="page container narrow careers-thanks">
      <Seo title="Thank you for applying" description="Your job application to Revolt Motors has reached us." path={paths.careerThankYou.getHref()} noindex />
      {info ? (
        <>
          <h1>Thank you, {firstName(info.name)}</h1>
          <p className="careers-thanks__lead">
            We have received your application for <strong>{info.jobTitle}</strong>.
          </p>
          <h2>What happens next</h2>
          <ul>
            <li>Our hiring team reads every application.</li>
            <li>If you are shortlisted, we will write to you by e-mail within about two weeks.</li>
            <li>Keep an eye on your spam or promotions folder so that our e-mail does not go unnoticed.</li>
          </ul>
        </>
      ) : (
        <>
          <h1>Thank you for applying</h1>
          <p className="careers-thanks__lead">
            We acknowledge every application by e-mail. If you are shortlisted, our hiring team will write to you; keep an eye on your spam folder
            too.
          </p>
        </>
      )}
      <ul className="careers-thanks__links">
        <li>
          <Link to={paths.careers.getHref()}>{info ? 'See our other openings' : 'See our current openings'}</Link>
        </li>
        <li>
          <Link to={paths.home.getHref()}>Go to the home page</Link>
        </li>
      </ul>
    </div>
  );
}

export default CareerThankYouScreen;
