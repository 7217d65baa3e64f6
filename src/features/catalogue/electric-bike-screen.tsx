import { Link } from 'react-router-dom';
import { Breadcrumb, breadcrumbJsonLd } from '@/components/breadcrumb';
import { Seo } from '@/components/seo';
import { LowestModelPrice, ModelPrice } from '@/components/model-price';
import { bikes, priceFrom } from '@/content/bikes';
import { formatRupees } from '@/lib/format';
import { paths } from '@contract/paths';
import { BikeFigure } from '@/components/bike-figure';
import { MostBooked } from '@/components/most-booked';
import { useTopSellers } from '@/lib/top-sellers';
import './catalogue.css';

/** /electric-bike: every model side by side, each leading to its page. */
export function ElectricBikeScreen() {
  const top = useTopSellers();
  const crumbs = [
    { name: 'Home', path: paths.home.getHref() },
    { name: 'Electric bikes', path: paths.electricBike.getHref() },
  ];
  return (
    <div className="page container">
      <Seo
        title="Electric motorcycles: RV1, RV1+, RV BlazeX, RV400 and RV400 BRZ"
        description={`Five electric motorcycles for Indian roads, from ${formatRupees(priceFrom)} ex-showroom: compare range, top speed and price and find the one that fits your ride.`}
        path={paths.electricBike.getHref()}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>Electric motorcycles</h1>
      <p className="blog-intro">Five models, all with Eco, Normal and Sport modes and regenerative braking. Prices from <LowestModelPrice /> ex-showroom.</p>
      <ul className="model-grid">
        {bikes.map((b, i) => (
          <li key={b.id} className="model-card">
            <MostBooked model={b.id} top={top} />
            <BikeFigure bike={b} eager={i < 2} />
            <h2>
              <Link to={b.path}>{b.name}</Link>
            </h2>
            <p>{b.tagline}</p>
            <dl className="model-card__facts">
              <div>
                <dt>Range</dt>
                <dd>{b.rangeKm.claimed} km</dd>
              </div>
              <div>
                <dt>Top speed</dt>
                <dd>{b.topSpeedKmph} kmph</dd>
              </div>
              <div>
                <dt>Price</dt>
                <dd>
                  <ModelPrice model={b.id} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.comparison.getHref()}>Compare the models side by side</Link> or <Link to={paths.savings.getHref()}>work out what you would save on fuel</Link>.
      </p>
    </div>
  );
}

export default ElectricBikeScreen;
