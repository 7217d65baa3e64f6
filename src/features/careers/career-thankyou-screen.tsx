import { Link, useLocation } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { useIsClient } from '@/lib/use-is-client';
import type { ThankYouState } from './apply-form';
import { firstName } from '@contract/rules';
import * as t from './messages';
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
      <Seo title={t.thanksTitle} description={t.thanksDescription} path={paths.careerThankYou.getHref()} noindex />
      {info ? (
        <>
          <h1>{t.thanksName({ name: firstName(info.name) })}</h1>
          <p className="careers-thanks__lead">
            {t.received}
            <strong>{info.jobTitle}</strong>
            {t.receivedEnd}
          </p>
          <h2>{t.nextTitle}</h2>
          <ul>
            {t.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <h1>{t.thanksTitle}</h1>
          <p className="careers-thanks__lead">{t.thanksLead}</p>
        </>
      )}
      <ul className="careers-thanks__links">
        <li>
          <Link to={paths.careers.getHref()}>{info ? t.seeOther : t.seeCurrent}</Link>
        </li>
        <li>
          <Link to={paths.home.getHref()}>{t.goHome}</Link>
        </li>
      </ul>
    </div>
  );
}

export default CareerThankYouScreen;
