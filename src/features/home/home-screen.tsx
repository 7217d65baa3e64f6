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
import './home.css';

const heroBike = findBike('rv400') as Bike;
const yearlySaving = formatRupees(calculateSavings({ ...savingsDefaults, energyPerKm: heroBike.energyPerKmKwh }).saved.yearly);

const heroFigures = [
  { figure: `${heroBike.rangeKm.claimed} km`, label: 'on one charge in Eco' },
  { figure: `${heroBike.topSpeedKmph} kmph`, label: 'top speed' },
  { figure: yearlySaving, label: 'saved a year against petrol' },
];

const modeNotes: Record<string, string> = {
  Eco: 'Gentle power for the longest range.',
  Normal: 'Everyday pace for city traffic.',
  Sport: `Full ${heroBike.motorKw} kW and ${heroBike.torqueNm} Nm for quick getaways.`,
};

const appFeatures = ['Battery and range', 'Ride modes', 'Live tracking', 'Geo-fence alerts', 'Ride history', 'Alexa voice commands'];

const nextSteps = [
  { title: 'Test ride', text: 'Pick a model, a hub and a two-hour slot. The ride is free.', to: paths.testRide.getHref(), link: 'Book a free test ride' },
  { title: 'Find a hub', text: 'Sales and service hubs in cities across India.', to: paths.locateDealer.getHref(), link: 'Locate a hub near you' },
  { title: 'Price it', text: 'The on-road price for your state and your EMI.', to: paths.productPricing.getHref('rv400'), link: 'RV400 on-road price and EMI' },
  { title: 'Running costs', text: 'What you spend on petrol today against charging at home.', to: paths.savings.getHref(), link: 'Calculate your savings' },
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
            from <ModelPrice model={b.id} />
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
        title={`${config.siteName}: electric motorcycles made for India`}
        description="Revolt electric motorcycles: RV1, RV1+, RV BlazeX, RV400 and RV400 BRZ. Up to 160 km a charge, removable batteries and a companion app. Book a ride today."
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
            {heroBike.name} · from <ModelPrice model={heroBike.id} />
          </p>
          <h1 id="hero-title">Electric motorcycles made for Indian roads</h1>
          <p className="hero__lead">Up to 160 km a charge, a removable battery you charge at home, and no petrol bills.</p>
          <div className="hero__actions">
            <ButtonLink to={paths.book.getHref()} className="btn--large">
              Book now
            </ButtonLink>
            <ButtonLink to={paths.testRide.getHref()} variant="secondary" className="btn--on-dark btn--large">
              Book a free test ride
            </ButtonLink>
          </div>
          <ul className="hero__figures" aria-label="The numbers that matter">
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
            <p className="eyebrow">Ride modes</p>
            <h2 id="modes">Three modes. One switch.</h2>
            <p className="home-lead">
              Trade range for pace at the press of a button. The {heroBike.name} also lets you pick one of {heroBike.soundModes} sound modes, so traffic hears you
              coming.
            </p>
          </div>
          <ul className="modes" aria-label={`${heroBike.name} range by ride mode`}>
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
            <p className="eyebrow">Charging</p>
            <h2 id="charging">Charge it like your phone</h2>
            <p className="home-lead">Lift the battery out and charge it at your desk, or plug the bike into any 15 A home socket overnight.</p>
            <dl className="facts">
              <div>
                <dt>Home socket</dt>
                <dd>{heroBike.chargingStandard}</dd>
              </div>
              {heroBike.chargingFast ? (
                <div>
                  <dt>Fast charging</dt>
                  <dd>{heroBike.chargingFast}</dd>
                </div>
              ) : null}
              <div>
                <dt>Battery</dt>
                <dd>
                  {heroBike.batteryKwh} kWh, {heroBike.batteryWarranty} warranty
                </dd>
              </div>
            </dl>
          </div>
        </div>
      </section>

      <section className="home-band home-band--dark" aria-labelledby="app">
        <div className="container home-split">
          <div>
            <p className="eyebrow eyebrow--on-dark">The MyRevolt app</p>
            <h2 id="app">Your bike in your pocket</h2>
            <p className="home-lead">See the battery, switch modes, find the bike and get an alert when it leaves the area you set.</p>
            <AppBadges className="home-app__badges" />
            <p>
              <Link to={paths.aiEnabled.getHref()} className="text-link-on-dark">
                See what the app does
              </Link>
            </p>
          </div>
          <ul className="app-features">
            {appFeatures.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-band" aria-labelledby="lineup">
        <div className="container">
          <p className="eyebrow">The line-up</p>
          <h2 id="lineup">Five models, one idea</h2>
          <LineUp />
          <p className="home-links">
            <Link to={paths.electricBike.getHref()}>Explore the bikes</Link>
            <Link to={paths.comparison.getHref()}>Compare the models side by side</Link>
            <Link to={paths.blog.getHref()}>Read the rider’s guide</Link>
          </p>
        </div>
      </section>

      <section className="home-city" aria-labelledby="ride">
        <ScenePicture scene="city-dusk" className="home-city__image" sizes="100vw" />
        <div className="container home-city__text">
          <h2 id="ride">Ride one, then make it yours</h2>
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
            Prices start from <LowestModelPrice /> ex-showroom. The PM E-DRIVE subsidy for electric two-wheelers ran from 1 October 2024 to 31 March 2026;
            check your state&apos;s current road-tax and registration benefits.
          </p>
        </div>
      </section>
    </>
  );
}

export default HomeScreen;
