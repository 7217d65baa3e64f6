import { Link, useLocation } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import * as t from './messages';

/** Shown to a signed-in user who lacks the role a page needs. */
export function NotAllowedScreen() {
  const { pathname } = useLocation();
  return (
    <div className="page container narrow">
      <Seo title={t.notAllowedSeoTitle} description={t.notAllowedSeoDescription} path={pathname} noindex />
      <h1>{t.notAllowedHeading}</h1>
      <p>{t.notAllowedText}</p>
      <p>
        <Link to={paths.home.getHref()}>{t.goHome}</Link>
        {t.or}
        <Link to={paths.profile.getHref()}>{t.seeProfile}</Link>
        {t.afterLinks}
      </p>
    </div>
  );
}

export default NotAllowedScreen;
