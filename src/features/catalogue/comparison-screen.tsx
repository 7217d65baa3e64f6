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
import * as t from './comparison.messages';
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
    { name: t.home, path: paths.home.getHref() },
    { name: t.compareModels, path: paths.comparison.getHref() },
  ];
  return (
    <div className="page container">
      <Seo
        title={t.seoTitle}
        description={t.seoDescription}
        path={paths.comparison.getHref()}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>{t.compareModels}</h1>
      <fieldset className="compare-picker">
        <legend>{t.pickerLegend({ min: MIN, max: MAX, count: selected.length })}</legend>
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
          {chosen.length >= MAX ? t.atMost({ max: MAX }) : chosen.length <= MIN ? t.atLeast({ min: MIN }) : ''}
        </p>
      </fieldset>
      <p className="muted compare-table__caption">{t.differsNote}</p>
      <section className="table-scroll" aria-label={t.tableLabel} tabIndex={0}>
        <table className={`spec-table compare-table compare-table--${selected.length}`}>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t.specification}</span>
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
                    {differs ? <span className="compare-table__badge">{t.differs}</span> : null}
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
                <span className="visually-hidden">{t.nextStep}</span>
              </th>
              {selected.map((b) => (
                <td key={b.id}>
                  <div className="compare-table__actions">
                    <Link className="btn btn--primary" to={paths.book.getHref(b.id)} aria-label={t.bookModel({ model: b.name })}>
                      {t.book}
                    </Link>
                    <Link className="btn btn--secondary" to={paths.testRide.getHref(b.id)} aria-label={t.testRideModel({ model: b.name })}>
                      {t.testRide}
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
