import { useMemo, useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumb, breadcrumbJsonLd } from '@/components/breadcrumb';
import { Button, ButtonLink } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import { Seo } from '@/components/seo';
import { bikes, findBike, type ModelId } from '@/content/bikes';
import { formatRupees } from '@/lib/format';
import { paths } from '@contract/paths';
import { LOCALE } from '@/lib/i18n/language';
import { calculateSavings, DAYS_PER_MONTH, GRID_CO2_KG_PER_KWH, MONTHS_PER_YEAR, PETROL_CO2_KG_PER_L, savingsDefaults } from '@/lib/savings';
import * as t from './savings.messages';
import './catalogue.css';

type Field = 'dailyKm' | 'petrolPrice' | 'petrolMileage' | 'tariff';
const fields: { name: Field; label: string; min: number; max: number; step: number }[] = [
  { name: 'dailyKm', label: t.dailyKm, min: 1, max: 300, step: 1 },
  { name: 'petrolPrice', label: t.petrolPrice, min: 50, max: 200, step: 0.5 },
  { name: 'petrolMileage', label: t.petrolMileage, min: 10, max: 120, step: 1 },
  { name: 'tariff', label: t.tariff, min: 1, max: 20, step: 0.1 },
];

// The figure the site quotes (SPEC §9): the starting values on the RV400.
const quotedBike = findBike('rv400') ?? bikes[0];
const quotedSaving = calculateSavings({ ...savingsDefaults, energyPerKm: quotedBike.energyPerKmKwh }).saved.yearly;

/** Yearly running cost as two bars with their amounts written beside them (the amounts are the point). */
function Chart({ petrol, electric }: { petrol: number; electric: number }) {
  const max = Math.max(petrol, electric, 1);
  const bars = [
    { label: t.petrol, value: petrol, className: 'savings-bar--petrol' },
    { label: t.electric, value: electric, className: 'savings-bar--electric' },
  ];
  return (
    <figure className="savings-chart" aria-labelledby="savings-chart-title">
      <figcaption id="savings-chart-title" className="savings-chart__title">{t.chartTitle}</figcaption>
      <dl className="savings-bars">
        {bars.map((b) => (
          <div key={b.label} className="savings-bar">
            <dt>{b.label}</dt>
            <dd>
              <span className={`savings-bar__fill ${b.className}`} style={{ '--share': Math.max(0.02, b.value / max) } as CSSProperties} aria-hidden="true" />
              <span className="savings-bar__value">{formatRupees(b.value)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}

/** /savings: EV versus petrol, with the assumptions shown. */
export function SavingsScreen() {
  const [values, setValues] = useState<Record<Field, string>>({
    dailyKm: String(savingsDefaults.dailyKm),
    petrolPrice: String(savingsDefaults.petrolPrice),
    petrolMileage: String(savingsDefaults.petrolMileage),
    tariff: String(savingsDefaults.tariff),
  });
  const [model, setModel] = useState<ModelId>('rv400');
  const bike = findBike(model) ?? bikes[0];

  const errors = useMemo(() => {
    const out: Partial<Record<Field, string>> = {};
    for (const f of fields) {
      const n = Number(values[f.name]);
      if (values[f.name].trim() === '' || !Number.isFinite(n) || n < f.min || n > f.max) out[f.name] = t.numberRange({ min: f.min, max: f.max });
    }
    return out;
  }, [values]);
  const valid = Object.keys(errors).length === 0;
  const result = valid
    ? calculateSavings({
        dailyKm: Number(values.dailyKm),
        petrolPrice: Number(values.petrolPrice),
        petrolMileage: Number(values.petrolMileage),
        tariff: Number(values.tariff),
        energyPerKm: bike.energyPerKmKwh,
      })
    : null;

  const crumbs = [
    { name: t.home, path: paths.home.getHref() },
    { name: t.calculator, path: paths.savings.getHref() },
  ];
  return (
    <div className="page container">
      <Seo
        title={t.seoTitle}
        description={t.seoDescription}
        path={paths.savings.getHref()}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>{t.title}</h1>
      <div className="savings-layout">
        <form
          className="card"
          aria-label={t.yourRiding}
          onSubmit={(e) => {
            // The figures follow every change; the button takes a keyboard or screen-reader user to them.
            e.preventDefault();
            document.getElementById('result-title')?.focus();
          }}
        >
          <SelectField
            label={t.model}
            placeholder={t.chooseModel}
            value={model}
            options={bikes.map((b) => ({ value: b.id, label: b.name }))}
            onChange={(e) => e.target.value && setModel(e.target.value as ModelId)}
          />
          {fields.map((f) => (
            <TextField
              key={f.name}
              label={f.label}
              type="number"
              inputMode="decimal"
              min={f.min}
              max={f.max}
              step={f.step}
              value={values[f.name]}
              error={errors[f.name]}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            />
          ))}
          <div className="form-actions">
            <Button type="submit" variant="secondary">
              {t.showSavings}
            </Button>
          </div>
        </form>
        <section aria-labelledby="result-title" className="savings-result" aria-live="polite">
          <h2 id="result-title" tabIndex={-1}>
            {t.resultTitle({ model: bike.name })}
          </h2>
          {result ? (
            <>
              <dl className="savings-figures">
                <div>
                  <dt>{t.aDay}</dt>
                  <dd>{formatRupees(result.saved.daily)}</dd>
                </div>
                <div>
                  <dt>{t.aMonth}</dt>
                  <dd>{formatRupees(result.saved.monthly)}</dd>
                </div>
                <div className="is-main">
                  <dt>{t.aYear}</dt>
                  <dd>{formatRupees(result.saved.yearly)}</dd>
                </div>
                <div>
                  <dt>{t.fiveYears}</dt>
                  <dd>{formatRupees(result.saved.fiveYears)}</dd>
                </div>
                <div>
                  <dt>{t.co2Avoided}</dt>
                  <dd>{t.kg({ kg: Math.max(0, Math.round(result.co2AvoidedKgPerYear)).toLocaleString(LOCALE) })}</dd>
                </div>
              </dl>
              <Chart petrol={result.petrol.yearly} electric={result.electric.yearly} />
              <div className="savings-actions">
                <ButtonLink to={paths.book.getHref(bike.id)}>{t.bookModel({ model: bike.name })}</ButtonLink>
                <ButtonLink variant="secondary" to={paths.testRide.getHref(bike.id)}>
                  {t.bookTestRide}
                </ButtonLink>
              </div>
            </>
          ) : (
            <p>{t.correct}</p>
          )}
        </section>
      </div>
      <section aria-labelledby="assumptions">
        <h2 id="assumptions">{t.howTitle}</h2>
        <ul>
          <li>{t.howElectric({ days: DAYS_PER_MONTH, months: MONTHS_PER_YEAR, kwh: bike.energyPerKmKwh, model: bike.name })}</li>
          <li>{t.howPetrol}</li>
          <li>{t.howCo2({ petrol: PETROL_CO2_KG_PER_L, grid: GRID_CO2_KG_PER_KWH })}</li>
          <li>
            {t.howDefaults({
              km: savingsDefaults.dailyKm,
              petrolPrice: formatRupees(savingsDefaults.petrolPrice),
              mileage: savingsDefaults.petrolMileage,
              tariff: formatRupees(savingsDefaults.tariff),
              saving: formatRupees(quotedSaving),
            })}
          </li>
        </ul>
        <p>
          <Link to={paths.electricBike.getHref()}>{t.everyModel}</Link>
          {t.linksBetween}
          <Link to={paths.comparison.getHref()}>{t.compareThem}</Link>
          {t.linksEnd}
        </p>
      </section>
    </div>
  );
}

export default SavingsScreen;
