import { Link, useSearchParams } from 'react-router-dom';
import { ModelPrice } from '@/components/model-price';
import { useModelPrices } from '@/lib/model-prices';
import { useIsClient } from '@/lib/use-is-client';
import { Breadcrumb, breadcrumbJsonLd } from '@/components/breadcrumb';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { rowDiffers, specRows, specSubjectOf } from './bike-data';
import { ModelFigure } from '@/components/model-figure';
import { colourNamed, useChosenColours } from '@/lib/chosen-colour';
import { useLineup } from '@/lib/lineup';
import './catalogue.css';

const MIN = 2;
const MAX = 3;
// The flagship against the entry model: the pair most visitors weigh.
const DEFAULT_PAIR = ['rv400', 'rv1'];

/**
 * /comparison: pick two or three models of the line-up (a model added in the back office joins it once the catalogue
 * check answers, a retired one leaves it); every specification side by side, differences marked.
 */
export function ComparisonScreen() {
  const [params, setParams] = useSearchParams();
  // The prerendered page is the default pair: the models of the address apply once hydrated, so they never mismatch.
  const isClient = useIsClient();
  const { models } = useLineup();
  const listed = (id: string | undefined): id is string => models.some((m) => m.id === id);
  const fromUrl = (isClient ? (params.get('models') ?? '') : '').split(',').filter(listed);
  // The default pair while both are on sale, else the first two of the line-up.
  const fallback = DEFAULT_PAIR.every(listed) ? DEFAULT_PAIR : models.slice(0, MIN).map((m) => m.id);
  const chosen = fromUrl.length >= MIN ? fromUrl.slice(0, MAX) : fromUrl.length === 1 ? [...new Set([fromUrl[0], ...fallback])].slice(0, MIN) : fallback;
  const selected = models.filter((m) => chosen.includes(m.id));
  const shownColours = useChosenColours();
  const subjects = selected.map(specSubjectOf);
  const prices = useModelPrices();

  const toggle = (id: string) => {
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
        <div className="compare-picker__options">
          {models.map((b) => {
            const on = chosen.includes(b.id);
            const locked = (on && chosen.length <= MIN) || (!on && chosen.length >= MAX);
            return (
              <label key={b.id} className={`compare-option${on ? ' is-selected' : ''}${locked ? ' is-locked' : ''}`}>
                <input type="checkbox" className="compare-option__box" checked={on} aria-disabled={locked || undefined} onChange={() => toggle(b.id)} />
                <span className="compare-option__name">{b.name}</span>
                <span className="compare-option__price">
                  <ModelPrice model={b.id} />
                </span>
              </label>
            );
          })}
        </div>
        <p className="muted compare-picker__hint" aria-live="polite">
          {chosen.length >= MAX ? `Untick a model to pick another (up to ${MAX}).` : chosen.length <= MIN ? `At least ${MIN} models stay selected.` : ''}
        </p>
      </fieldset>
      <p className="muted compare-table__caption">Rows where the chosen models really differ are highlighted and marked “differs”.</p>
      <section className="table-scroll" aria-label="Comparison table" tabIndex={0}>
        <table className={`spec-table compare-table compare-table--${selected.length}`}>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Specification</span>
              </th>
              {selected.map((b) => (
                <th scope="col" key={b.id}>
                  <ModelFigure model={b} colour={colourNamed(b.colours, shownColours[b.id])} slot="side" eager className="compare-table__image" />
                  <Link to={b.path} className="compare-table__name">
                    {b.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {specRows.map((row) => {
              const differs = rowDiffers(row, subjects, prices);
              return (
                <tr key={row.label} className={differs ? 'is-different' : undefined}>
                  <th scope="row">
                    {row.label}
                    {differs ? <span className="compare-table__badge">differs</span> : null}
                  </th>
                  {subjects.map((b) => {
                    const note = row.note?.(b);
                    return (
                      <td key={b.id}>
                        {row.cell ? row.cell(b) : row.value(b)}
                        {note ? <span className="spec-note">{note}</span> : null}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                <span className="visually-hidden">Next step</span>
              </th>
              {selected.map((b) => (
                <td key={b.id}>
                  <div className="compare-table__actions">
                    <Link className="btn btn--primary" to={paths.book.getHref(b.id)} aria-label={`Book the ${b.name}`}>
                      Book
                    </Link>
                    <Link className="btn btn--secondary" to={paths.testRide.getHref(b.id)} aria-label={`Test ride the ${b.name}`}>
                      Test ride
                    </Link>
                  </div>
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </section>
    </div>
  );
}

export default ComparisonScreen;
