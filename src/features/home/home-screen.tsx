import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { ProductPicture, ScenePicture } from '@/components/picture';
import { Seo } from '@/components/seo';
import { bikePrice, bikes, findBike, priceFrom } from '@/content/bikes';
import { config } from '@/lib/config';
import { formatRupees } from '@/lib/format';
import { paths } from '@contract/paths';
import { calculateSavings, savingsDefaults } from '@/lib/savings';
import './home.css';

const heroBike = findBike('rv400');

const highlights = [
  { figure: '150 km', label: 'range on one charge in Eco mode (RV400)' },
  { figure: '80 min', label: 'from 0 to 80% on the 27A fast charger' },
  { figure: formatRupees(calculateSavings({ ...savingsDefaults, energyPerKm: findBike('rv400')?.energyPerKmKwh ?? 0 }).saved.yearly), label: 'saved in a year against petrol at 50 km a day' },
  { figure: '3 modes', label: 'Eco, Normal and Sport for every kind of ride' },
];


export function HomeScreen() {
  return (
    <>
      <Seo
        title={`${config.siteName}: electric motorcycles made for India`}
        description="Revolt electric motorcycles: RV1, RV1+, RV BlazeX, RV400 and RV400 BRZ. Up to 160 km a charge, removable batteries and a companion app. Book a ride today."
        path={paths.home.path}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: config.siteName,
          url: config.siteOrigin,
          logo: `${config.siteOrigin}/favicon.svg`,
        }}
      />
      <section className="hero">
        <div className="container hero__inner">
          {heroBike ? (
            <div className="hero__media">
              <ProductPicture bike={heroBike} eager className="hero__image" sizes="(min-width: 56rem) 44rem, 100vw" />
            </div>
          ) : null}
          <div className="hero__text">
            <h1>Electric motorcycles made for Indian roads</h1>
            <p className="hero__lead">Ride further for less: up to 160 km a charge, a removable battery you can charge at home, and no petrol bills.</p>
            <div className="hero__actions">
              <ButtonLink to={paths.book.getHref()}>Book now</ButtonLink>
              <ButtonLink to={paths.testRide.getHref()} variant="secondary" className="hero__secondary">
                Book a free test ride
              </ButtonLink>
              <ButtonLink to={paths.electricBike.getHref()} variant="secondary" className="hero__secondary">
                Explore the bikes
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
      <section className="container home-section" aria-labelledby="numbers">
        <h2 id="numbers">The numbers that matter</h2>
        <ul className="highlights">
          {highlights.map((h) => (
            <li key={h.label} className="card">
              <strong>{h.figure}</strong>
              <span>{h.label}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="container home-section" aria-labelledby="modes">
        <h2 id="modes">Three ride modes, four sounds</h2>
        <ul className="highlights">
          <li className="card">
            <strong>Eco</strong>
            <span>Gentle power for the longest range: up to 150 km on the RV400.</span>
          </li>
          <li className="card">
            <strong>Normal</strong>
            <span>Everyday pace for city traffic, about 100 km a charge on the RV400.</span>
          </li>
          <li className="card">
            <strong>Sport</strong>
            <span>Full 4.1 kW and 45 Nm on the RV400 and BlazeX for quick getaways.</span>
          </li>
          <li className="card">
            <strong>4 sounds</strong>
            <span>The RV400 lets you pick one of four sound modes, so traffic hears you coming.</span>
          </li>
        </ul>
      </section>
      <section className="container home-section app-teaser" aria-labelledby="app">
        <h2 id="app">Your bike in your pocket</h2>
        <p>
          The MyRevolt app shows battery and range, switches ride modes, tracks the bike live and alerts you when it leaves a geo-fence you
          set. Ask Alexa for your battery level with the Revolt skill.
        </p>
        <p className="app-teaser__links">
          <Link to={paths.aiEnabled.getHref()}>See what the app does</Link>
          <a href={config.appLinks.android} rel="noopener" target="_blank">
            Get it on Google Play<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <a href={config.appLinks.ios} rel="noopener" target="_blank">
            Get it on the App Store<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </section>
      <section className="container home-section" aria-labelledby="lineup">
        <h2 id="lineup">Five models, one idea</h2>
        <ScenePicture scene="city-dusk" className="home-scene scene-picture--banner" sizes="(min-width: 74rem) 72rem, calc(100vw - 2rem)" />
        <p>
          Every Revolt has Eco, Normal and Sport modes, regenerative braking and the MyRevolt app for ride modes, live tracking, geo-fencing
          and voice commands.
        </p>
        <ul className="lineup">
          {bikes.map((b) => (
            <li key={b.id}>
              <Link to={b.path}>
                <strong>{b.name}</strong> <span>{b.tagline}</span> <span className="muted">from {formatRupees(bikePrice(b))}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to={paths.comparison.getHref()}>Compare the models side by side</Link> · <Link to={paths.blog.getHref()}>Read the rider’s guide</Link>
        </p>
        <p className="muted">
          Prices start from {formatRupees(priceFrom)} ex-showroom. The PM E-DRIVE subsidy for electric two-wheelers ran from 1 October 2024 to
          31 March 2026; check your state&apos;s current road-tax and registration benefits.
        </p>
      </section>
      <section className="container home-section home-cta" aria-labelledby="ride">
        <h2 id="ride">Ride one, then make it yours</h2>
        <ul className="highlights">
          <li className="card">
            <strong>Test ride</strong>
            <span>Pick a model, a hub and a two-hour slot. Bring your driving licence; the ride is free.</span>
            <Link to={paths.testRide.getHref()}>Book a free test ride</Link>
          </li>
          <li className="card">
            <strong>Book online</strong>
            <span>Choose your model, colour and delivery hub, and reserve it with a refundable ₹499.</span>
            <Link to={paths.book.getHref()}>Book your Revolt</Link>
          </li>
          <li className="card">
            <strong>Find a hub</strong>
            <span>Sales and service hubs in cities across India, with directions and phone numbers.</span>
            <Link to={paths.locateDealer.getHref()}>Locate a hub near you</Link>
          </li>
          <li className="card">
            <strong>Price it</strong>
            <span>See the on-road price for your state, what PM E-DRIVE paid and your EMI.</span>
            <Link to={paths.productPricing.getHref('rv400')}>RV400 on-road price and EMI</Link>
          </li>
          <li className="card">
            <strong>Running costs</strong>
            <span>Compare what you spend on petrol today with charging at home.</span>
            <Link to={paths.savings.getHref()}>Calculate your savings</Link>
          </li>
        </ul>
      </section>
    </>
  );
}

export default HomeScreen;
