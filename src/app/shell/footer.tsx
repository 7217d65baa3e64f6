import { Link } from 'react-router-dom';
import { config } from '@/lib/config';
import { paths } from '@contract/paths';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__brand">{config.siteName}</p>
        <nav aria-label="Footer">
          <ul>
            <li>
              <Link to={paths.home.getHref()}>Home</Link>
            </li>
            <li>
              <Link to={paths.electricBike.getHref()}>Electric bikes</Link>
            </li>
            <li>
              <Link to={paths.comparison.getHref()}>Compare models</Link>
            </li>
            <li>
              <Link to={paths.savings.getHref()}>Savings calculator</Link>
            </li>
            <li>
              <Link to={paths.blog.getHref()}>Rider’s blog</Link>
            </li>
            <li>
              <Link to={paths.book.getHref()}>Book your bike</Link>
            </li>
            <li>
              <Link to={paths.testRide.getHref()}>Book a test ride</Link>
            </li>
            <li>
              <Link to={paths.locateDealer.getHref()}>Find a hub</Link>
            </li>
            <li>
              <Link to={paths.notifyMe.getHref()}>Notify me</Link>
            </li>
            <li>
              <Link to={paths.contactUs.getHref()}>Contact us</Link>
            </li>
            <li>
              <Link to={paths.careers.getHref()}>Careers</Link>
            </li>
            <li>
              <Link to={paths.signin.getHref()}>Sign in</Link>
            </li>
            <li>
              <a href={config.appLinks.android} rel="noopener" target="_blank">
                MyRevolt app for Android<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={config.appLinks.ios} rel="noopener" target="_blank">
                MyRevolt app for iPhone<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Company and legal">
          <ul>
            {[
              ['about-us', 'About us'],
              ['press', 'Press'],
              ['media-interaction', 'Media'],
              ['terms', 'Terms of use'],
              ['privacy-policy', 'Privacy policy'],
              ['disclaimer-details', 'Disclaimer'],
              ['rev-club-refer-terms', 'Rev Club referral terms'],
              ['myrevolt-eula', 'MyRevolt app licence'],
              ['myrevolt-app-privacy-policy', 'MyRevolt app privacy'],
            ].map(([slug, label]) => (
              <li key={slug}>
                <Link to={paths.companyPage.getHref(slug)}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__legal">Electric motorcycles designed for India. Prices are ex-showroom and may change.</p>
      </div>
    </footer>
  );
}
