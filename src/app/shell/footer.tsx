import { Link } from 'react-router-dom';
import type { UserInfo } from '@contract/auth';
import { AppBadges } from '@/components/app-badges';
import { config } from '@/lib/config';
import { BIKE_PATHS, paths } from '@contract/paths';
import './footer.css';

type FooterLink = { to: string; label: string };

// Model names only (not @/content/bikes): the footer is on every page's first load.
const bikeLinks: FooterLink[] = [
  { to: BIKE_PATHS.rv400, label: 'RV400' },
  { to: BIKE_PATHS['rv400-brz'], label: 'RV400 BRZ' },
  { to: BIKE_PATHS['rv-blazex'], label: 'RV BlazeX' },
  { to: BIKE_PATHS['rv1-plus'], label: 'RV1+' },
  { to: BIKE_PATHS.rv1, label: 'RV1' },
  { to: paths.comparison.getHref(), label: 'Compare models' },
];

const company = (slug: string, label: string): FooterLink => ({ to: paths.companyPage.getHref(slug), label });

function columns(user: UserInfo | null): { title: string; links: FooterLink[] }[] {
  return [
    { title: 'Bikes', links: bikeLinks },
    {
      title: 'Ownership',
      links: [
        { to: paths.book.getHref(), label: 'Book your bike' },
        { to: paths.testRide.getHref(), label: 'Book a test ride' },
        { to: paths.locateDealer.getHref(), label: 'Find a hub' },
        { to: paths.savings.getHref(), label: 'Savings calculator' },
        { to: paths.notifyMe.getHref(), label: 'Notify me' },
        { to: paths.contactUs.getHref(), label: 'Contact us' },
        user ? { to: paths.userBooking.getHref(), label: 'My bookings' } : { to: paths.signin.getHref(), label: 'Sign in' },
      ],
    },
    {
      title: 'Company',
      links: [company('about-us', 'About us'), { to: paths.careers.getHref(), label: 'Careers' }, company('press', 'Press'), company('media-interaction', 'Media'), { to: paths.blog.getHref(), label: 'Rider’s blog' }, { to: paths.becomeDealer.getHref(), label: 'Become a dealer' }],
    },
    {
      title: 'Legal',
      links: [
        company('terms', 'Terms of use'),
        company('privacy-policy', 'Privacy policy'),
        company('disclaimer-details', 'Disclaimer'),
        company('rev-club-refer-terms', 'Rev Club referral terms'),
        company('myrevolt-eula', 'MyRevolt app licence'),
        company('myrevolt-app-privacy-policy', 'MyRevolt app privacy'),
      ],
    },
  ];
}

export function Footer({ user, inert }: { user: UserInfo | null; inert?: boolean }) {
  return (
    <footer className="site-footer" inert={inert}>
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__intro">
            <p className="site-footer__brand">{config.siteName}</p>
            <p>Electric motorcycles designed and made in India.</p>
            <p className="site-footer__label">The MyRevolt app</p>
            <AppBadges />
          </div>
          <div className="site-footer__columns">
            {columns(user).map((c) => (
              <nav key={c.title} aria-label={c.title} className="site-footer__column">
                <h2>{c.title}</h2>
                <ul>
                  {c.links.map((l) => (
                    <li key={l.to}>
                      <Link to={l.to}>{l.label}</Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="site-footer__bottom">
          {config.social.length ? (
            <ul className="site-footer__social" aria-label="Follow us">
              {config.social.map((s) => (
                <li key={s.label}>
                  <a href={s.url} rel="noopener me" target="_blank">
                    {s.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="site-footer__legal">© {config.siteName}. Prices are ex-showroom and may change.</p>
        </div>
      </div>
    </footer>
  );
}
