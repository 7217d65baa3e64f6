import { Link, useSearchParams } from 'react-router-dom';
import { Breadcrumb, breadcrumbJsonLd } from '@/components/breadcrumb';
import { Seo } from '@/components/seo';
import { bikes, type ModelId } from '@/content/bikes';
import { paths } from '@contract/paths';
import { specRows } from './bike-data';
import { BikeFigure } from '@/components/bike-figure';
import './catalogue.css';

const MIN = 2;
const MAX = 3;
const DEFAULT: ModelId[] = ['rv1-plus', 'rv400'];

/** /comparison: pick two or three models; every specification side by side, differences marked. */
export function ComparisonScreen() {
  const [params, setParams] = useSearchParams();
  const fromUrl = (params.get('models') ?? '').split(',').filter((id): id is ModelId => bikes.some((b) => b.id === id));
  const chosen = fromUrl.length >= MIN ? fromUrl.slice(0, MAX) : fromUrl.length === 1 ? [...new Set([fromUrl[0], ...DEFAULT])].slice(0, MIN) : DEFAULT;
  const selected = bikes.filter((b) => chosen.includes(b.id));

  const toggle = (id: ModelId) => {
    const next = chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id];
    if (next.length < MIN || next.length > MAX) return;
    setParams({ models: next.join(',') }, { replace: true });
  };

  const crumbs = [
    { name: 'Home', path: paths.home.getHref() },
    { name: 'Compare models', path: paths.comparison.getHref() },
  ];
  return (
    <div className="page container">
      <Seo
        title="Compare electric motorcycles side by side"
        description="Compare RV1, RV1+, RV BlazeX, RV400 and RV400 BRZ: range, top speed, motor, battery, charging, seat height, payload, warranty and price."
        path={paths.comparison.getHref()}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>Compare models</h1>
      <fieldset className="compare-picker">
        <legend>
          Choose {MIN} or {MAX} models ({selected.length} chosen)
        </legend>
        {bikes.map((b) => {
          const on = chosen.includes(b.id);
          const locked = (on && chosen.length <= MIN) || (!on && chosen.length >= MAX);
          return (
            <label key={b.id} className={on ? 'chip is-selected' : 'chip'}>
              <input type="checkbox" checked={on} aria-disabled={locked || undefined} onChange={() => toggle(b.id)} />
              {b.name}
            </label>
          );
        })}
        <p className="muted compare-picker__hint">
          {chosen.length >= MAX ? `Untick a model to pick another (up to ${MAX}).` : chosen.length <= MIN ? `At least ${MIN} models stay selected.` : ''}
        </p>
      </fieldset>
      <div className="table-scroll" role="region" aria-label="Comparison table" tabIndex={0}>
        <table className="spec-table compare-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Specification</span>
              </th>
              {selected.map((b) => (
                <th scope="col" key={b.id}>
                  <BikeFigure bike={b} eager className="compare-table__image" />
                  <Link to={b.path} className="compare-table__name">
                    {b.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {specRows.map((row) => {
              const values = selected.map((b) => row.value(b));
              const differs = new Set(values).size > 1;
              return (
                <tr key={row.label} className={differs ? 'is-different' : undefined}>
                  <th scope="row">
                    {row.label}
                    {differs ? <span className="compare-table__badge">differs</span> : null}
                  </th>
                  {values.map((v, i) => (
                    <td key={selected[i].id}>{v}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export default ComparisonScreen;
