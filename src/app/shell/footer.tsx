import { Link } from 'react-router-dom';
import type { UserInfo } from '@contract/auth';
import { AppBadges } from '@/components/app-badges';
import { config } from '@/lib/config';
import { BIKE_PATHS, paths } from '@contract/paths';
import './footer.css';
import * as t from './messages';
import { LanguageSwitch } from './language-switch';

type FooterLink = { to: string; label: string };

// Model names only (not @/content/bikes): the footer is on every page's first load.
const bikeLinks: FooterLink[] = [
  { to: BIKE_PATHS.rv400, label: 'RV400' },
  { to: BIKE_PATHS['rv400-brz'], label: 'RV400 BRZ' },
  { to: BIKE_PATHS['rv-blazex'], label: 'RV BlazeX' },
  { to: BIKE_PATHS['rv1-plus'], label: 'RV1+' },
  { to: BIKE_PATHS.rv1, label: 'RV1' },
  { to: paths.comparison.getHref(), label: t.compareModels },
];

const company = (slug: string, label: string): FooterLink => ({ to: paths.companyPage.getHref(slug), label });

function columns(user: UserInfo | null): { title: string; links: FooterLink[] }[] {
  return [
    { title: t.bikes, links: bikeLinks },
    {
      title: t.ownership,
      links: [
        { to: paths.book.getHref(), label: t.bookYourBike },
        { to: paths.testRide.getHref(), label: t.bookTestRide },
        { to: paths.locateDealer.getHref(), label: t.findHub },
        { to: paths.savings.getHref(), label: t.savingsCalculator },
        { to: paths.notifyMe.getHref(), label: t.notifyMe },
        { to: paths.contactUs.getHref(), label: t.contactUs },
        user ? { to: paths.userBooking.getHref(), label: t.myBookings } : { to: paths.signin.getHref(), label: t.signIn },
      ],
    },
    {
      title: t.company,
      links: [company('about-us', t.aboutUs), { to: paths.careers.getHref(), label: t.careers }, company('press', t.press), company('media-interaction', t.media), { to: paths.blog.getHref(), label: t.ridersBlog }, { to: paths.becomeDealer.getHref(), label: t.becomeDealer }],
    },
    {
      title: t.legal,
      links: [
        company('terms', t.terms),
        company('privacy-policy', t.privacyPolicy),
        company('disclaimer-details', t.disclaimer),
        company('rev-club-refer-terms', t.referralTerms),
        company('myrevolt-eula', t.appLicence),
        company('myrevolt-app-privacy-policy', t.appPrivacy),
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
            <p>{t.madeInIndia}</p>
            <p className="site-footer__label">{t.theApp}</p>
            <LanguageSwitch className="site-footer__language" />
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
            <ul className="site-footer__social" aria-label={t.followUs}>
              {config.social.map((s) => (
                <li key={s.label}>
                  <a href={s.url} rel="noopener me" target="_blank">
                    {s.label}
                    <span className="visually-hidden">{t.opensInNewTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="site-footer__legal">© {config.siteName}. {t.pricesNote}</p>
        </div>
      </div>
    </footer>
  );
}
