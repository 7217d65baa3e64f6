import { Link } from 'react-router-dom';
import { AppBadges } from '@/components/app-badges';
import { ButtonLink } from '@/components/button';
import { LowestModelPrice, ModelPrice } from '@/components/model-price';
import { ProductPicture, ScenePicture } from '@/components/picture';
import { HeroLoopSlot, MostBookedSlot } from '@/components/client-slots';
import { Seo } from '@/components/seo';
import { bikes, findBike, type Bike } from '@/content/bikes';
import { config } from '@/lib/config';
import { formatRupees } from '@/lib/format';
import { paths } from '@contract/paths';
import { calculateSavings, savingsDefaults } from '@/lib/savings';
import { HomeBanners } from './home-banners';
import * as t from './messages';
import './home.css';

const heroBike = findBike('rv400') as Bike;
const yearlySaving = formatRupees(calculateSavings({ ...savingsDefaults, energyPerKm: heroBike.energyPerKmKwh }).saved.yearly);

const heroFigures = [
  { figure: `${heroBike.rangeKm.claimed} km`, label: t.onOneCharge },
  { figure: `${heroBike.topSpeedKmph} kmph`, label: t.topSpeed },
  { figure: yearlySaving, label: t.savedYearly },
];

const modeNotes: Record<string, string> = {
  Eco: t.ecoNote,
  Normal: t.normalNote,
  Sport: t.sportNote({ kw: heroBike.motorKw, nm: heroBike.torqueNm }),
};

const nextSteps = [
  { title: t.testRide, text: t.testRideText, to: paths.testRide.getHref(), link: t.testRideLink },
  { title: t.findHub, text: t.findHubText, to: paths.locateDealer.getHref(), link: t.findHubLink },
  { title: t.priceIt, text: t.priceItText, to: paths.productPricing.getHref('rv400'), link: t.priceItLink },
  { title: t.runningCosts, text: t.runningCostsText, to: paths.savings.getHref(), link: t.runningCostsLink },
];

/** The models, the visitor's state's most booked marked once the ranking arrives (over the picture: nothing moves). */
function LineUp() {
  return (
    <ul className="lineup">
      {bikes.map((b) => (
        <li key={b.id} className="lineup__card">
          <MostBookedSlot model={b.id} />
          <ProductPicture bike={b} className="lineup__image" sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 45vw, 90vw" />
          <h3>
            <Link to={b.path}>{b.name}</Link>
          </h3>
          <p className="muted">{b.tagline}</p>
          <p className="lineup__price">
            {t.from} <ModelPrice model={b.id} />
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The maker for search engines: its logo (a 512 px PNG: Google wants at least 112 px, and no SVG), its social
 * channels as sameAs, and customer care as a contact point, all from configuration (src/lib/config.ts).
 */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: config.siteName,
    url: config.siteOrigin,
    logo: { '@type': 'ImageObject', url: `${config.siteOrigin}/images/logo-512.png`, width: 512, height: 512 },
    sameAs: config.social.map((s) => s.url),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: config.supportPhone.replace(/\s+/g, '-'),
        email: config.supportEmail,
        areaServed: 'IN',
        availableLanguage: ['en', 'hi'],
      },
    ],
  };
}

export function HomeScreen() {
  const longest = Math.max(...heroBike.rideModes.map((m) => heroBike.rangeKm[m] ?? 0));
  return (
    <>
      <Seo
        title={t.seoTitle({ site: config.siteName })}
        description={t.seoDescription}
        path={paths.home.path}
        jsonLd={organizationJsonLd()}
      />
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__media">
          <ProductPicture bike={heroBike} eager className="hero__image" sizes="(min-width: 64rem) 62vw, 100vw" />
          <HeroLoopSlot model={heroBike.id} colour={heroBike.colours[0].name} />
        </div>
        <div className="container hero__text">
          <p className="eyebrow hero__eyebrow">
            {heroBike.name} · {t.from} <ModelPrice model={heroBike.id} />
          </p>
          <h1 id="hero-title">{t.heroTitle}</h1>
          <p className="hero__lead">{t.heroLead}</p>
          <div className="hero__actions">
            <ButtonLink to={paths.book.getHref()} className="btn--large">
              {t.bookNow}
            </ButtonLink>
            <ButtonLink to={paths.testRide.getHref()} variant="secondary" className="btn--on-dark btn--large">
              {t.testRideLink}
            </ButtonLink>
          </div>
          <ul className="hero__figures" aria-label={t.figuresLabel}>
            {heroFigures.map((h) => (
              <li key={h.label}>
                <strong>{h.figure}</strong> <span>{h.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <HomeBanners />

      <section className="home-band" aria-labelledby="modes">
        <div className="container home-split">
          <div>
            <p className="eyebrow">{t.rideModes}</p>
            <h2 id="modes">{t.modesTitle}</h2>
            <p className="home-lead">{t.modesLead({ model: heroBike.name, sounds: heroBike.soundModes })}</p>
          </div>
          <ul className="modes" aria-label={t.rangeByMode({ model: heroBike.name })}>
            {heroBike.rideModes.map((m) => {
              const km = heroBike.rangeKm[m] ?? 0;
              return (
                <li key={m} className="modes__row">
                  <span className="modes__name">{m}</span>
                  <span className="modes__figure">{km} km</span>
                  <span className="modes__bar" aria-hidden="true">
                    <span className={`modes__fill modes__fill--${m.toLowerCase()}`} style={{ inlineSize: `${Math.round((km / longest) * 100)}%` }} />
                  </span>
                  <span className="modes__note">{modeNotes[m]}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="home-band home-band--alt" aria-labelledby="charging">
        <div className="container home-split home-split--media">
          <ScenePicture scene="home-charging" className="home-split__image" sizes="(min-width: 64rem) 38rem, calc(100vw - 2rem)" />
          <div>
            <p className="eyebrow">{t.charging}</p>
            <h2 id="charging">{t.chargingTitle}</h2>
            <p className="home-lead">{t.chargingLead}</p>
            <dl className="facts">
              <div>
                <dt>{t.homeSocket}</dt>
                <dd>{heroBike.chargingStandard}</dd>
              </div>
              {heroBike.chargingFast ? (
                <div>
                  <dt>{t.fastCharging}</dt>
                  <dd>{heroBike.chargingFast}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t.battery}</dt>
                <dd>{t.batteryFacts({ kwh: heroBike.batteryKwh, warranty: heroBike.batteryWarranty })}</dd>
              </div>
            </dl>
          </div>
        </div>
      </section>

      <section className="home-band home-band--dark" aria-labelledby="app">
        <div className="container home-split">
          <div>
            <p className="eyebrow eyebrow--on-dark">{t.theApp}</p>
            <h2 id="app">{t.appTitle}</h2>
            <p className="home-lead">{t.appLead}</p>
            <AppBadges className="home-app__badges" />
            <p>
              <Link to={paths.aiEnabled.getHref()} className="text-link-on-dark">
                {t.appLink}
              </Link>
            </p>
          </div>
          <ul className="app-features">
            {t.appFeatures.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-band" aria-labelledby="lineup">
        <div className="container">
          <p className="eyebrow">{t.lineUp}</p>
          <h2 id="lineup">{t.lineUpTitle}</h2>
          <LineUp />
          <p className="home-links">
            <Link to={paths.electricBike.getHref()}>{t.exploreBikes}</Link>
            <Link to={paths.comparison.getHref()}>{t.compareSide}</Link>
            <Link to={paths.blog.getHref()}>{t.readGuide}</Link>
          </p>
        </div>
      </section>

      <section className="home-city" aria-labelledby="ride">
        <ScenePicture scene="city-dusk" className="home-city__image" sizes="100vw" />
        <div className="container home-city__text">
          <h2 id="ride">{t.rideTitle}</h2>
          <ul className="steps">
            {nextSteps.map((s) => (
              <li key={s.title}>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
                <Link to={s.to}>{s.link}</Link>
              </li>
            ))}
          </ul>
          <p className="home-note">
            {t.pricesStart} <LowestModelPrice /> {t.subsidyNote}
          </p>
        </div>
      </section>
    </>
  );
}

export default HomeScreen;
