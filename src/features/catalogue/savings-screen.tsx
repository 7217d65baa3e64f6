import { useMemo, useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumb, breadcrumbJsonLd } from '@/components/breadcrumb';
import { Button, ButtonLink } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import { Seo } from '@/components/seo';
import { bikes, findBike, type ModelId } from '@/content/bikes';
import { formatRupees } from '@/lib/format';
import { paths } from '@contract/paths';
import { calculateSavings, DAYS_PER_MONTH, GRID_CO2_KG_PER_KWH, PETROL_CO2_KG_PER_L, savingsDefaults } from '@/lib/savings';
import './catalogue.css';

type Field = 'dailyKm' | 'petrolPrice' | 'petrolMileage' | 'tariff';
const fields: { name: Field; label: string; unit: string; min: number; max: number; step: number }[] = [
  { name: 'dailyKm', label: 'Distance you ride a day', unit: 'km', min: 1, max: 300, step: 1 },
  { name: 'petrolPrice', label: 'Petrol price', unit: '₹ per litre', min: 50, max: 200, step: 0.5 },
  { name: 'petrolMileage', label: 'Your petrol bike’s mileage', unit: 'km per litre', min: 10, max: 120, step: 1 },
  { name: 'tariff', label: 'Electricity tariff', unit: '₹ per kWh', min: 1, max: 20, step: 0.1 },
];

/** Yearly running cost as two bars with their amounts written beside them (the amounts are the point). */
function Chart({ petrol, electric }: { petrol: number; electric: number }) {
  const max = Math.max(petrol, electric, 1);
  const bars = [
    { label: 'Petrol', value: petrol, className: 'savings-bar--petrol' },
    { label: 'Electric', value: electric, className: 'savings-bar--electric' },
  ];
  return (
    <figure className="savings-chart" aria-labelledby="savings-chart-title">
      <figcaption id="savings-chart-title" className="savings-chart__title">Running cost for a year</figcaption>
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
      if (values[f.name].trim() === '' || !Number.isFinite(n) || n < f.min || n > f.max) out[f.name] = `Enter a number from ${f.min} to ${f.max}.`;
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
    { name: 'Home', path: paths.home.getHref() },
    { name: 'Savings calculator', path: paths.savings.getHref() },
  ];
  return (
    <div className="page container">
      <Seo
        title="Electric bike savings calculator: EV versus petrol"
        description="Work out what you save by riding electric instead of petrol: daily, monthly, yearly and five-year running costs and the CO₂ you avoid, with every assumption shown."
        path={paths.savings.getHref()}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>How much would you save?</h1>
      <div className="savings-layout">
        <form
          className="card"
          aria-label="Your riding"
          onSubmit={(e) => {
            // The figures follow every change; the button takes a keyboard or screen-reader user to them.
            e.preventDefault();
            document.getElementById('result-title')?.focus();
          }}
        >
          <SelectField
            label="Electric model"
            placeholder="Choose a model"
            value={model}
            options={bikes.map((b) => ({ value: b.id, label: b.name }))}
            onChange={(e) => e.target.value && setModel(e.target.value as ModelId)}
          />
          {fields.map((f) => (
            <TextField
              key={f.name}
              label={`${f.label} (${f.unit})`}
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
              Show my savings
            </Button>
          </div>
        </form>
        <section aria-labelledby="result-title" className="savings-result" aria-live="polite">
          <h2 id="result-title" tabIndex={-1}>
            Your savings with the {bike.name}
          </h2>
          {result ? (
            <>
              <dl className="savings-figures">
                <div>
                  <dt>A day</dt>
                  <dd>{formatRupees(result.saved.daily)}</dd>
                </div>
                <div>
                  <dt>A month</dt>
                  <dd>{formatRupees(result.saved.monthly)}</dd>
                </div>
                <div className="is-main">
                  <dt>A year</dt>
                  <dd>{formatRupees(result.saved.yearly)}</dd>
                </div>
                <div>
                  <dt>Five years</dt>
                  <dd>{formatRupees(result.saved.fiveYears)}</dd>
                </div>
                <div>
                  <dt>CO₂ avoided a year</dt>
                  <dd>{Math.max(0, Math.round(result.co2AvoidedKgPerYear)).toLocaleString('en-IN')} kg</dd>
                </div>
              </dl>
              <Chart petrol={result.petrol.yearly} electric={result.electric.yearly} />
              <div className="savings-actions">
                <ButtonLink to={paths.book.getHref(bike.id)}>Book the {bike.name}</ButtonLink>
                <ButtonLink variant="secondary" to={paths.testRide.getHref(bike.id)}>
                  Book a free test ride
                </ButtonLink>
              </div>
            </>
          ) : (
            <p>Correct the highlighted values to see your savings.</p>
          )}
        </section>
      </div>
      <section aria-labelledby="assumptions">
        <h2 id="assumptions">How we calculate</h2>
        <ul>
          <li>
            {DAYS_PER_MONTH} riding days a month, 12 months a year. Electric running cost = distance × {bike.energyPerKmKwh} kWh per km drawn from
            the wall by the {bike.name} (charging losses included) × your tariff.
          </li>
          <li>Petrol running cost = distance ÷ your bike’s mileage × the petrol price.</li>
          <li>
            CO₂: {PETROL_CO2_KG_PER_L} kg per litre of petrol burned, minus {GRID_CO2_KG_PER_KWH} kg per kWh of grid electricity (India’s average; lower with
            solar).
          </li>
          <li>
            With the starting values (50 km a day, ₹100 a litre at 60 km a litre, ₹8 a kWh) the yearly saving is ₹26,544, the figure we quote.
            Service, tyres, insurance and the purchase price are not included.
          </li>
        </ul>
        <p>
          <Link to={paths.electricBike.getHref()}>See every model</Link> or <Link to={paths.comparison.getHref()}>compare them side by side</Link>.
        </p>
      </section>
    </div>
  );
}

export default SavingsScreen;
