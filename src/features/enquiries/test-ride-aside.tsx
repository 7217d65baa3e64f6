import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import * as t from './test-ride.messages';

/** What to bring to a test ride, and how to change the time. */
export function TestRideAside() {
  return (
    <aside className="card enquiry-aside" aria-labelledby="bring-title">
      <h2 id="bring-title">{t.bringTitle}</h2>
      <ul>
        <li>
          <strong>{t.bringLicence}</strong> {t.bringLicenceText}
        </li>
        <li>
          <strong>{t.bringHelmet}</strong> {t.bringHelmetText}
        </li>
        <li>{t.bringShoes}</li>
      </ul>
      <p className="muted">
        {t.changeTime}
        <Link to={paths.contactUs.getHref()}>{t.changeTimeLink}</Link>
        {t.changeTimeEnd}
      </p>
    </aside>
  );
}
