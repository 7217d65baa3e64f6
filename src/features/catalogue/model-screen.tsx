import { useState } from 'react';
import { useSource, valueSource, type Source } from '@/lib/value-source';
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
import { bikePrice, bikes, type Bike } from '@/content/bikes';
import { FEATURE_PAGES } from '@/content/pages';
import { formatRupees } from '@/lib/format';
import { useModelPrice } from '@/lib/model-prices';
import { fromBike, useRetiredModel } from '@/lib/lineup';
import { RetiredModelView } from '@/components/retired-model-view';
import { ModelReviews, type ModelReviewsData } from '@/lib/model-reviews';
import { paths } from '@contract/paths';
import { productJsonLd } from './bike-data';
import { ColourPicker } from '@/components/colour-picker';
import { SpecTable } from './spec-table';
import { TurntableSection } from './turntable-section';
import { ModelStories } from './model-stories';
import * as t from './model.messages';
import './catalogue.css';

const featureLabel: Record<string, string> = { charging: t.featureCharging, comfort: t.featureComfort, aesthetic: t.featureDesign, safety: t.featureSafety };

/** "Ex-showroom", and the charger's price where it is sold apart: follows the price check without the page rendering again. */
function PriceNote({ bike }: { bike: Bike }) {
  const charger = useModelPrice(bike.id)?.charger ?? bike.charger;
  return (
    <span className="price-line__note">
      {t.exShowroom}
      {charger ? (
        <>
          {t.chargerBefore}
          <ModelPrice model={bike.id} part="charger" />
          {t.chargerAfter}
        </>
      ) : null}
    </span>
  );
}

type HeadProps = { bike: Bike; crumbs: { name: string; path: string }[]; reviews: Source<ModelReviewsData | null> };

/** The head tags, whose product data gains the owners' rating once the reviews load (only this re-renders then). */
function ModelHead({ bike, crumbs, reviews }: HeadProps) {
  const rating = useSource(reviews, null);
  return (
    <Seo
      title={t.seoTitle({ model: bike.name })}
      description={t.seoDescription({
        model: bike.name,
        tagline: bike.tagline.toLowerCase(),
        range: bike.rangeKm.claimed,
        speed: bike.topSpeedKmph,
        kw: bike.motorKw,
        price: formatRupees(bikePrice(bike)),
      })}
      path={bike.path}
      image={`/images/bikes/${bike.id}-og.png`}
      type="product"
      jsonLd={[productJsonLd(bike, rating), breadcrumbJsonLd(crumbs)]}
    />
  );
}

/**
 * A model page (/rv1, /rv1Plus, /rv-blazex, /rv400, /rv400-brz): colours, key numbers, every specification. What
 * arrives after load (prices, the catalogue check, reviews) re-renders only the parts showing it, never the whole
 * long page: each such render is a long task on a slow phone (Total Blocking Time).
 */
export function ModelScreen() {
  const { pathname } = useLocation();
  const bike = bikes.find((b) => b.path === pathname.replace(/\/+$/, ''));
  // On screen until measured, so the prerendered page and the first screen show the page's own buttons without the
  // phone's sticky bar over them; the bar appears once they scroll away.
  const [heroActions, heroActionsInView] = useOnScreen<HTMLDivElement>({ initial: true });
  const [reviews] = useState(() => valueSource<ModelReviewsData | null>(null));
  // Prerendered as the content has it; a model retired since says so once the catalogue check answers (the server sends 410).
  const retired = useRetiredModel(bike?.id ?? '');
  const [chosen, choose] = useChosenColour(bike?.id ?? '', bike?.colours ?? []);
  if (!bike) return <NotFoundView />;
  if (retired) return <RetiredModelView name={retired.name} path={bike.path} />;
  const colour = chosen ?? bike.colours[0];
  const features = FEATURE_PAGES.filter((f) => f.path.startsWith(`${bike.path}/`));
  const crumbs = [
    { name: t.home, path: paths.home.getHref() },
    { name: t.electricBikes, path: paths.electricBike.getHref() },
    { name: bike.name, path: bike.path },
  ];
  const keyNumbers = [
    { value: `${bike.rangeKm.claimed} km`, label: t.rangeOnCharge },
    { value: `${bike.topSpeedKmph} kmph`, label: t.topSpeed },
    { value: `${bike.motorKw} kW`, label: t.motorPower },
    { value: `${bike.torqueNm} Nm`, label: t.torque },
  ];
  return (
    <div className="page model-page">
      <ModelHead bike={bike} crumbs={crumbs} reviews={reviews} />
      <div className="container">
        <Breadcrumb crumbs={crumbs} />
      </div>
      {/* A full-bleed dark band: the bike on its stage, the name, price, colours and the two actions beside it. */}
      <div className="model-band">
        <div className="container model-hero">
          {/* First in the page, as it is first on a phone's screen: a phone that paints the page before all of it has
              arrived never paints the name and price where the stage is about to go (a layout shift of 280 px). */}
          <div className="model-hero__stage">
            {/* The render is the first paint; the media library's hero photograph of the colour replaces it once the page has loaded. */}
            <ModelFigure model={fromBike(bike)} colour={colour} slot="hero" eager className="model-hero__image" sizes="(min-width: 74rem) 44rem, (min-width: 56rem) 55vw, 100vw" />
            <HeroLoopSlot model={bike.id} colour={colour.name} />
          </div>
          <div className="model-hero__text">
            <h1>{bike.name}</h1>
            <p className="model-hero__tagline">{bike.tagline}</p>
            <p className="price-line">
              <span className="price-line__amount">
                <ModelPrice model={bike.id} />
              </span>
              <PriceNote bike={bike} />
            </p>
            <ColourPicker colours={bike.colours} selected={colour.name} onSelect={choose} />
            <div className="model-hero__actions" ref={heroActions}>
              <Link className="btn btn--primary btn--wide" to={paths.book.getHref(bike.id, colour.name)}>
                {t.bookNow}
              </Link>
              <Link className="btn btn--secondary btn--wide" to={paths.testRide.getHref(bike.id)}>
                {t.bookTestRide}
              </Link>
            </div>
            <ul className="quiet-links" aria-label={t.moreAboutBuying({ model: bike.name })}>
              <li>
                <Link to={paths.product.getHref(bike.id)}>{t.configure}</Link>
              </li>
              <li>
                <Link to={paths.productPricing.getHref(bike.id)}>{t.onRoadPrice}</Link>
              </li>
              <li>
                <Link to={paths.comparison.getHref(bike.id)}>{t.compare}</Link>
              </li>
              <li>
                <Link to={paths.savings.getHref()}>{t.savings}</Link>
              </li>
            </ul>
          </div>
        </div>
      </div>
      <div className="container">
        <ul className="key-numbers" aria-label={t.keyNumbers}>
          {keyNumbers.map((k) => (
            <li key={k.label}>
              <strong>{k.value}</strong> {k.label}
            </li>
          ))}
        </ul>
        <TurntableSection modelId={bike.id} modelName={bike.name} colour={colour} />
        <ModelStories model={bike.id} colour={colour.name} />
        <section aria-labelledby="modes">
          <h2 id="modes">{t.modesTitle}</h2>
          <p>
            {bike.rangeKm.Eco
              ? t.modesTextRanges({ modes: bike.rideModes.join(', '), eco: bike.rangeKm.Eco, normal: bike.rangeKm.Normal ?? 0, sport: bike.rangeKm.Sport ?? 0 })
              : t.modesText({ modes: bike.rideModes.join(', ') })}
            {bike.regenerativeBraking ? t.regenText : ''}
            {bike.soundModes ? t.soundModesText({ count: bike.soundModes }) : ''}
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
            <figcaption>{t.chargingAtHome({ charging: bike.chargingStandard })}</figcaption>
          </figure>
        </section>
        {features.length ? (
          <nav aria-label={t.moreAbout({ model: bike.name })} className="model-features">
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
          <h2 id="specs">{t.specsTitle}</h2>
          <SpecTable bike={bike} />
          <p className="muted">{t.specsNote}</p>
        </section>
        <ModelReviews model={bike.id} modelName={bike.name} onReviews={reviews.set} />
        <div className="action-bar" aria-label={t.bookBar({ model: bike.name })} role="group" hidden={heroActionsInView}>
          <Link className="btn btn--primary" to={paths.book.getHref(bike.id, colour.name)}>
            {t.book}
            <span className="visually-hidden">{t.modelHidden({ model: bike.name })}</span>
          </Link>
          <Link className="btn btn--secondary" to={paths.testRide.getHref(bike.id)}>
            {t.testRide}
            <span className="visually-hidden">{t.modelHidden({ model: bike.name })}</span>
          </Link>
        </div>
      </div>
    </div>
  );
}

export default ModelScreen;
