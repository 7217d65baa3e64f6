import { Link, useLocation } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';

/** Shown to a signed-in user who lacks the role a page needs. */
export function NotAllowedScreen() {
  const { pathname } = useLocation();
  return (
    <div className="page container narrow">
      <Seo title="Not allowed" description="Your account does not have access to this page." path={pathname} noindex />
      <h1>Not allowed</h1>
      <p>Your account does not have access to this page. If you think it should, ask your administrator to check your role.</p>
      <p>
        <Link to={paths.home.getHref()}>Go to the home page</Link> or <Link to={paths.profile.getHref()}>see your profile</Link>.
      </p>
    </div>
  );
}

export default NotAllowedScreen;
