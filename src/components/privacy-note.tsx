import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import * as t from './privacy-note.messages';
import './privacy-note.css';

/** The short line beside the submit button of every form that asks for personal data, linking to the privacy notice. */
export function PrivacyNote() {
  return (
    <p className="privacy-note">
      <Link to={paths.privacyNotice.getHref()}>{t.link}</Link>
    </p>
  );
}
