import { useState } from 'react';
import { useChosenColour } from '@/lib/chosen-colour';
import { useOnScreen } from '@/lib/use-on-screen';
import { Link, useLocation } from 'react-router-dom';
import { Breadcrumb, breadcrumbJsonLd } from '@/components/breadcrumb';
import { NotFoundView } from '@/components/not-found-view';
import { ModelScenePicture } from '@/components/model-scene-picture';
import { ModelFigure } from '@/components/model-figure';
import { HeroLoopSlot } from '@/components/client-slots';
import { ModelPrice } from '@/components/model-price';
import { Seo } from '@/components/seo';
import { bikePrice, bikes } from '@/content/bikes';
import { FEATURE_PAGES } from '@/content/pages';
import { formatRupees } from '@/lib/format';
import { useModelPrices } from '@/lib/model-prices';
import { fromBike, useLineupModel } from '@/lib/lineup';
import { RetiredModelView } from '@/components/retired-model-view';
import { ModelReviews, type ModelReviewsData } from '@/lib/model-reviews';
import { paths } from '@contract/paths';
import { productJsonLd } from './bike-data';
import { ColourPicker } from '@/components/colour-picker';
import { SpecTable } from './spec-table';
import { TurntableSection } from './turntable-section';
import { ModelStories } from './model-stories';
import './catalogue.css';

const featureLabel: Record<string, string> = { charging: 'Charging', comfort: 'Comfort', aesthetic: 'Design', safety: 'Safety' };

/** A model page (/rv1, /rv1Plus, /rv-blazex, /rv400, /rv400-brz): colours, key numbers, every specification. */
export function ModelScreen() {
  const { pathname } = useLocation();
  const bike = bikes.find((b) => b.path === pathname.replace(/\/+$/, ''));
  const prices = useModelPrices();
  // On screen until measured, so the prerendered page and the first screen show the page's own buttons without the
  // phone's sticky bar over them; the bar appears once they scroll away.
  const [heroActions, heroActionsInView] = useOnScreen<HTMLDivElement>({ initial: true });
  const [reviews, setReviews] = useState<ModelReviewsData | null>(null);
  // Prerendered as the content has it; a model retired since says so once the catalogue check answers (the server sends 410).
  const { retired } = useLineupModel(bike?.id ?? '');
  const [chosen, choose] = useChosenColour(bike?.id ?? '', bike?.colours ?? []);
  if (!bike) return <NotFoundView />;
  if (retired) return <RetiredModelView name={retired.name} path={bike.path} />;
  const charger = prices[bike.id]?.charger ?? bike.charger;
  const colour = chosen ?? bike.colours[0];
  const features = FEATURE_PAGES.filter((f) => f.path.startsWith(`${bike.path}/`));
  const crumbs = [
    { name: 'Home', path: paths.home.getHref() },
    { name: 'Electric bikes', path: paths.electricBike.getHref() },
    { name: bike.name, path: bike.path },
  ];
  const keyNumbers = [
    { value: `${bike.rangeKm.claimed} km`, label: 'range on a charge' },
    { value: `${bike.topSpeedKmph} kmph`, label: 'top speed' },
    { value: `${bike.motorKw} kW`, label: 'motor power' },
    { value: `${bike.torqueNm} Nm`, label: 'torque' },
  ];
  return (
    <div className="page model-page">
      <Seo
        title={`${bike.name} electric motorcycle: range, price and specifications`}
        description={`${bike.name}: ${bike.tagline.toLowerCase()}. Up to ${bike.rangeKm.claimed} km a charge, ${bike.topSpeedKmph} kmph, ${bike.motorKw} kW. Price ${formatRupees(bikePrice(bike))} ex-showroom with charger.`}
        path={bike.path}
        image={`/images/bikes/${bike.id}-og.png`}
        type="product"
        jsonLd={[productJsonLd(bike, reviews), breadcrumbJsonLd(crumbs)]}
      />
      <div className="container">
        <Breadcrumb crumbs={crumbs} />
      </div>
      {/* A full-bleed dark band: the bike on its stage, the name, price, colours and the two actions beside it. */}
      <div className="model-band">
        <div className="container model-hero">
          <div className="model-hero__text">
            <h1>{bike.name}</h1>
            <p className="model-hero__tagline">{bike.tagline}</p>
            <p className="price-line">
              <span className="price-line__amount">
                <ModelPrice model={bike.id} />
              </span>
              <span className="price-line__note">
                ex-showroom
                {charger ? (
                  <>
                    , including the <ModelPrice model={bike.id} part="charger" /> charger
                  </>
                ) : null}
              </span>
            </p>
            <ColourPicker colours={bike.colours} selected={colour.name} onSelect={choose} />
            <div className="model-hero__actions" ref={heroActions}>
              <Link className="btn btn--primary btn--wide" to={paths.book.getHref(bike.id, colour.name)}>
                Book now
              </Link>
              <Link className="btn btn--secondary btn--wide" to={paths.testRide.getHref(bike.id)}>
                Book a test ride
              </Link>
            </div>
            <ul className="quiet-links" aria-label={`More about buying the ${bike.name}`}>
              <li>
                <Link to={paths.product.getHref(bike.id)}>Configure yours</Link>
              </li>
              <li>
                <Link to={paths.productPricing.getHref(bike.id)}>On-road price and EMI</Link>
              </li>
              <li>
                <Link to={paths.comparison.getHref(bike.id)}>Compare with other models</Link>
              </li>
              <li>
                <Link to={paths.savings.getHref()}>Calculate your savings</Link>
              </li>
            </ul>
          </div>
          <div className="model-hero__stage">
            {/* The render is the first paint; the media library's hero photograph of the colour replaces it once the page has loaded. */}
            <ModelFigure model={fromBike(bike)} colour={colour} slot="hero" eager className="model-hero__image" sizes="(min-width: 74rem) 44rem, (min-width: 56rem) 55vw, 100vw" />
            <HeroLoopSlot model={bike.id} colour={colour.name} />
          </div>
        </div>
      </div>
      <div className="container">
        <ul className="key-numbers" aria-label="Key numbers">
          {keyNumbers.map((k) => (
            <li key={k.label}>
              <strong>{k.value}</strong> {k.label}
            </li>
          ))}
        </ul>
        <TurntableSection modelId={bike.id} modelName={bike.name} colour={colour} />
        <ModelStories model={bike.id} colour={colour.name} />
        <section aria-labelledby="modes">
          <h2 id="modes">Ride it your way</h2>
          <p>
            {bike.rideModes.join(', ')} modes trade range for pace at the press of a switch
            {bike.rangeKm.Eco ? `: up to ${bike.rangeKm.Eco} km in Eco, ${bike.rangeKm.Normal} km in Normal and ${bike.rangeKm.Sport} km in Sport` : ''}.
            {bike.regenerativeBraking ? ' Regenerative braking puts energy back into the battery every time you slow down.' : ''}
            {bike.soundModes ? ` Pick one of ${bike.soundModes} sound modes to be heard in traffic.` : ''}
          </p>
          <figure className="model-scene">
            {/* The rendered scene in the chosen colour; the maker's scene photograph of that colour (media library) replaces it once loaded. */}
            <ModelFigure
              model={fromBike(bike)}
              colour={colour}
              slot="scene"
              className="scene-picture scene-picture--banner"
              sizes="(min-width: 74rem) 72rem, calc(100vw - 2rem)"
              fallback={<ModelScenePicture bike={bike} colour={colour} className="scene-picture--banner" sizes="(min-width: 74rem) 72rem, calc(100vw - 2rem)" />}
            />
            <figcaption>Charging at home: {bike.chargingStandard}.</figcaption>
          </figure>
        </section>
        {features.length ? (
          <nav aria-label={`More about the ${bike.name}`} className="model-features">
            <ul>
              {features.map((f) => (
                <li key={f.path}>
                  <Link to={f.path}>
                    {featureLabel[f.path.split('/').pop() ?? ''] ?? f.path}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <section aria-labelledby="specs">
          <h2 id="specs">Specifications</h2>
          <SpecTable bike={bike} />
          <p className="muted">
            Range is measured under test conditions and varies with riding mode, load, terrain, weather and battery age. Prices are
            ex-showroom and exclude registration, insurance and accessories.
          </p>
        </section>
        <ModelReviews model={bike.id} modelName={bike.name} onReviews={setReviews} />
        <div className="action-bar" aria-label={`Book the ${bike.name}`} role="group" hidden={heroActionsInView}>
          <Link className="btn btn--primary" to={paths.book.getHref(bike.id, colour.name)}>
            Book<span className="visually-hidden"> the {bike.name}</span>
          </Link>
          <Link className="btn btn--secondary" to={paths.testRide.getHref(bike.id)}>
            Test ride<span className="visually-hidden"> the {bike.name}</span>
          </Link>
        </div>
      </div>
    </div>
  );
}

export default ModelScreen;
