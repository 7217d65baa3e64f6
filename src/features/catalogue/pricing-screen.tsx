import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Breadcrumb, breadcrumbJsonLd } from '@/components/breadcrumb';
import { SelectField, TextField } from '@/components/field';
import { Spinner } from '@/components/loading-overlay';
import { ModelFigure } from '@/components/model-figure';
import { colourNamed, useChosenColours } from '@/lib/chosen-colour';
import { useShownModel } from '@/components/model-gate';
import { Seo } from '@/components/seo';
import type { LineupModel } from '@/lib/lineup';
import { DEFAULT_STATE_ID, STATE_ROAD_TAX, findStateRoadTax } from '@/content/state-road-tax';
import { formatDate, formatRupees } from '@/lib/format';
import { paths } from '@contract/paths';
import { ON_ROAD, PM_E_DRIVE, estimateOnRoad, pmEDriveSubsidy, subsidyInPeriod, todayInIndia, type Subsidy } from '@/lib/pricing';
import { calculateEmi } from '@/lib/emi';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectProductDetails, type ProductsSlice } from './products-slice';
import { fetchProduct } from './products-thunks';
import './catalogue.css';

export const TENURES = [12, 18, 24, 36, 48] as const;
export const EMI_DEFAULTS = { downPaymentShare: 0.2, ratePercent: 10.5, months: 36 } as const;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function SubsidySection({ bike, exShowroom, subsidy, today }: { bike: LineupModel; exShowroom: number; subsidy: Subsidy; today: string }) {
  return (
    <section aria-labelledby="subsidy-title" className="pricing-section">
      <h2 id="subsidy-title">PM E-DRIVE subsidy</h2>
      {subsidy.status === 'active' && subsidy.period ? (
        <p>
          For a purchase made today ({formatDate(today)}) PM E-DRIVE pays {formatRupees(subsidy.period.perKwh)} per kWh, capped at{' '}
          {formatRupees(subsidy.period.cap)}: <strong>{formatRupees(subsidy.amount)}</strong> off the {bike.name}’s {bike.specs.batteryKwh} kWh battery,
          deducted on the invoice.
        </p>
      ) : subsidy.status === 'ended' ? (
        <p>
          The scheme ran from {formatDate(PM_E_DRIVE.start)} to {formatDate(PM_E_DRIVE.end)} and has ended, so{' '}
          <strong>no PM E-DRIVE subsidy applies to a purchase made today</strong> ({formatDate(today)}). The prices on this page already reflect that.
        </p>
      ) : (
        <p>The scheme starts on {formatDate(PM_E_DRIVE.start)}; no subsidy applies before then.</p>
      )}
      <section className="table-scroll" aria-label="What PM E-DRIVE paid" tabIndex={0}>
        <table className="spec-table">
          <caption className="muted">What the scheme paid on the {bike.name} ({bike.specs.batteryKwh} kWh)</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Rate</th>
              <th scope="col">Subsidy on the {bike.name}</th>
            </tr>
          </thead>
          <tbody>
            {PM_E_DRIVE.periods.map((p) => (
              <tr key={p.label}>
                <th scope="row">
                  {p.label} ({formatDate(p.from)} to {formatDate(p.to)})
                </th>
                <td>
                  {formatRupees(p.perKwh)} per kWh, up to {formatRupees(p.cap)}
                </td>
                <td>{formatRupees(subsidyInPeriod(p, bike.specs.batteryKwh))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="muted">
        The scheme covered one electric two-wheeler per buyer, linked to Aadhaar, on models with an ex-factory price up to{' '}
        {formatRupees(PM_E_DRIVE.maxExFactoryPrice)}
        {exShowroom <= PM_E_DRIVE.maxExFactoryPrice ? `; the ${bike.name} qualified` : ''}. Read our <Link to={paths.blogArticle.getHref('pm-e-drive-scheme')}>guide to PM E-DRIVE</Link>.
      </p>
    </section>
  );
}

type EmiField = 'price' | 'down' | 'rate';

function EmiCalculator({ onRoadTotal }: { onRoadTotal: number }) {
  const [values, setValues] = useState<Record<EmiField, string | null>>({ price: null, down: null, rate: String(EMI_DEFAULTS.ratePercent) });
  const [months, setMonths] = useState<number>(EMI_DEFAULTS.months);
  // Price and down payment follow the on-road estimate until the visitor types their own.
  const price = values.price ?? String(onRoadTotal);
  const down = values.down ?? String(roundTo(Number(price) * EMI_DEFAULTS.downPaymentShare, 100));
  const shown: Record<EmiField, string> = { price, down, rate: values.rate ?? '' };

  const errors: Partial<Record<EmiField, string>> = {};
  const num = (v: string) => (v.trim() === '' ? NaN : Number(v));
  const p = num(price);
  const d = num(down);
  const r = num(shown.rate);
  if (!Number.isFinite(p) || p < 10000 || p > 1000000) errors.price = 'Enter a price from ₹10,000 to ₹10,00,000.';
  if (!Number.isFinite(d) || d < 0) errors.down = 'Enter a down payment of ₹0 or more.';
  else if (Number.isFinite(p) && d >= p) errors.down = 'The down payment must be less than the price.';
  if (!Number.isFinite(r) || r < 0 || r > 36) errors.rate = 'Enter an interest rate from 0 to 36% a year.';
  const valid = Object.keys(errors).length === 0;
  const result = valid ? calculateEmi(p - d, r, months) : null;

  const set = (field: EmiField) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  // Amounts read as rupees with Indian grouping (1,52,576); only the digits are kept as typed.
  const setAmount = (field: 'price' | 'down') => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value.replace(/\D/g, '') }));
  const grouped = (digits: string) => (/^\d+$/.test(digits) ? Number(digits).toLocaleString('en-IN') : digits);
  return (
    <section aria-labelledby="emi-title" className="pricing-section">
      <h2 id="emi-title">EMI calculator</h2>
      <div className="savings-layout">
        <form className="card" aria-label="Your loan" onSubmit={(e) => e.preventDefault()}>
          <TextField label="Price to finance (₹)" inputMode="numeric" value={grouped(shown.price)} error={errors.price} onChange={setAmount('price')} />
          <TextField label="Down payment (₹)" inputMode="numeric" value={grouped(shown.down)} error={errors.down} onChange={setAmount('down')} />
          <TextField
            label="Interest rate (% a year)"
            type="number"
            inputMode="decimal"
            min={0}
            max={36}
            step={0.1}
            value={shown.rate}
            error={errors.rate}
            onChange={set('rate')}
          />
          <SelectField
            label="Tenure"
            placeholder="Choose a tenure"
            value={String(months)}
            options={TENURES.map((m) => ({ value: String(m), label: `${m} months` }))}
            onChange={(e) => e.target.value && setMonths(Number(e.target.value))}
          />
          {values.price !== null || values.down !== null ? (
            <button type="button" className="btn btn--secondary" onClick={() => setValues((v) => ({ ...v, price: null, down: null }))}>
              Use the on-road estimate again
            </button>
          ) : null}
        </form>
        <div aria-live="polite" className="savings-result">
          {result ? (
            <dl className="savings-figures">
              <div className="is-main">
                <dt>Your EMI</dt>
                <dd>{formatRupees(Math.round(result.emi))} a month</dd>
              </div>
              <div>
                <dt>Loan amount</dt>
                <dd>{formatRupees(p - d)}</dd>
              </div>
              <div>
                <dt>Total interest</dt>
                <dd>{formatRupees(Math.round(result.totalInterest))}</dd>
              </div>
              <div>
                <dt>Total you repay</dt>
                <dd>{formatRupees(Math.round(result.totalPaid))}</dd>
              </div>
              <div>
                <dt>Tenure</dt>
                <dd>{months} months</dd>
              </div>
            </dl>
          ) : (
            <p>Correct the highlighted values to see your EMI.</p>
          )}
          <p className="muted">
            Reducing-balance EMI on the loan amount at the rate you enter. Banks and NBFCs set the actual rate, processing fee and down payment after
            checking your credit; {EMI_DEFAULTS.ratePercent}% is only a starting point for two-wheeler loans.
          </p>
        </div>
      </div>
    </section>
  );
}

/** /product-pricing/:id: price breakdown, PM E-DRIVE subsidy, an estimated on-road price by state and an EMI calculator. */
export function PricingScreen() {
  const { id = '' } = useParams();
  const { model: bike, gate } = useShownModel(id, paths.productPricing.getHref(id));
  const dispatch = useAppDispatch();
  const details = useAppSelector((s: ProductsSlice) => selectProductDetails(s));
  const [stateId, setStateId] = useState(DEFAULT_STATE_ID);
  const [roadTax, setRoadTax] = useState<string | null>(null);
  const today = useMemo(() => todayInIndia(), []);

  const load = useCallback(() => void dispatch(fetchProduct(id)), [dispatch, id]);
  const listed = bike !== undefined;
  useEffect(() => {
    if (listed) load();
  }, [listed, load]);

  const shownColours = useChosenColours();
  if (!bike) return gate;
  const product = details.data?.id === id ? details.data : null;
  const state = findStateRoadTax(stateId) ?? STATE_ROAD_TAX[0];
  const roadTaxText = roadTax ?? String(state.ratePercent);
  const roadTaxValue = roadTaxText.trim() === '' ? NaN : Number(roadTaxText);
  const roadTaxError = Number.isFinite(roadTaxValue) && roadTaxValue >= 0 && roadTaxValue <= 20 ? null : 'Enter a road tax rate from 0 to 20%.';
  const subsidy = pmEDriveSubsidy(bike.specs.batteryKwh, today);
  const estimate =
    product && !roadTaxError
      ? estimateOnRoad({ exShowroom: product.ex_price, charger: product.charger, motorKw: bike.specs.motorKw, subsidy: subsidy.amount, roadTaxPercent: roadTaxValue })
      : null;

  const crumbs = [
    { name: 'Home', path: paths.home.getHref() },
    { name: bike.name, path: bike.path },
    { name: 'Price', path: paths.productPricing.getHref(bike.id) },
  ];
  return (
    <div className="page container pricing-page">
      <Seo
        title={`${bike.name} price: on-road estimate, subsidy and EMI`}
        description={`${bike.name} price breakdown: ex-showroom price, charger, PM E-DRIVE subsidy, an estimated on-road price for your state and an EMI calculator.`}
        path={paths.productPricing.getHref(bike.id)}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <div className="pricing-hero">
        <h1>{bike.name} price</h1>
        <ModelFigure model={bike} colour={colourNamed(bike.colours, shownColours[bike.id])} eager className="pricing-hero__image" />
      </div>
      {details.status === 'failed' && !product ? (
        <Alert title={`We could not load the ${bike.name}’s current price.`} onRetry={load}>
          {details.error}
        </Alert>
      ) : !product ? (
        <Spinner label="Loading the price" />
      ) : (
        <>
          <section aria-labelledby="breakdown-title" className="pricing-section">
            <h2 id="breakdown-title">Price breakdown</h2>
            <dl className="savings-figures">
              <div>
                <dt>Ex-showroom price</dt>
                <dd>{formatRupees(product.ex_price)}</dd>
              </div>
              <div>
                <dt>Charger</dt>
                <dd>{product.charger ? formatRupees(product.charger) : 'Included'}</dd>
              </div>
              <div className="is-main">
                <dt>Bike price (ex-showroom + charger)</dt>
                <dd>{formatRupees(product.price)}</dd>
              </div>
            </dl>
            <p className="muted">
              Ex-showroom prices include GST (5% on electric vehicles). {product.charger ? 'The charger is sold with the bike and billed on the same invoice.' : 'A portable charger comes with the bike at no extra cost.'}
            </p>
          </section>

          {subsidy.status === 'ended' ? null : <SubsidySection bike={bike} exShowroom={product.ex_price} subsidy={subsidy} today={today} />}

          <section aria-labelledby="on-road-title" className="pricing-section">
            <h2 id="on-road-title">Estimated on-road price</h2>
            <div className="savings-layout">
              <form className="card" aria-label="Where you register the bike" onSubmit={(e) => e.preventDefault()}>
                <SelectField
                  label="State of registration"
                  placeholder="Choose your state"
                  value={stateId}
                  options={STATE_ROAD_TAX.map((s) => ({ value: s.id, label: s.name }))}
                  onChange={(e) => {
                    if (!e.target.value) return;
                    setStateId(e.target.value);
                    setRoadTax(null);
                  }}
                />
                <TextField
                  label="Road tax (% of the ex-showroom price)"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={20}
                  step={0.5}
                  value={roadTaxText}
                  error={roadTaxError}
                  hint={state.basis}
                  onChange={(e) => setRoadTax(e.target.value)}
                />
              </form>
              <div aria-live="polite">
                {estimate ? (
                  <section className="table-scroll" aria-label={`On-road estimate in ${state.name}`} tabIndex={0}>
                    <table className="spec-table pricing-table">
                      <caption className="muted">
                        {bike.name} on the road in {state.name}, estimated
                      </caption>
                      <tbody>
                        {estimate.lines.map((line) => (
                          <tr key={line.key}>
                            <th scope="row">{line.key === 'roadTax' ? `${line.label} (${roadTaxValue}%)` : line.label}</th>
                            <td>{line.amount < 0 ? `− ${formatRupees(-line.amount)}` : formatRupees(line.amount)}</td>
                          </tr>
                        ))}
                      </tbody>
                      <tfoot>
                        <tr>
                          <th scope="row">Estimated on-road price</th>
                          <td>{formatRupees(estimate.total)}</td>
                        </tr>
                      </tfoot>
                    </table>
                  </section>
                ) : (
                  <p>Correct the road tax rate to see the estimate.</p>
                )}
              </div>
            </div>
            <h3>What the estimate assumes</h3>
            <ul>
              <li>Road tax is charged once, on the ex-showroom price, at the rate above. {state.basis}</li>
              <li>
                Registration fee: {formatRupees(ON_ROAD.registrationFee)}. Battery-operated vehicles pay no fee for the registration certificate or number
                (Ministry of Road Transport and Highways, notification of 2 August 2021). They get green number plates.
              </li>
              <li>High-security number plates and the smart-card RC: about {formatRupees(ON_ROAD.platesAndRc)}, charged at cost.</li>
              {estimate ? (
                <li>
                  Insurance: five years of third-party cover, required by law on a new two-wheeler ({formatRupees(estimate.insurance.thirdParty)} for a motor of{' '}
                  {bike.specs.motorKw <= 3 ? 'up to 3 kW' : 'above 3 kW and up to 7 kW'}), plus one year of own-damage cover estimated at{' '}
                  {(ON_ROAD.ownDamageRate * 100).toFixed(1)}% of the insured value ({formatRupees(estimate.insurance.ownDamage)}), plus 18% GST (
                  {formatRupees(estimate.insurance.gst)}). Your insurer’s quote replaces this.
                </li>
              ) : null}
              <li>Accessories, extended warranty and any state purchase incentive are not included. Ask your dealer for an itemised quote.</li>
            </ul>
          </section>

          {estimate ? <EmiCalculator onRoadTotal={estimate.total} /> : null}
          {/* An ended scheme is history: told after what the buyer pays today, not before it. */}
          {subsidy.status === 'ended' ? <SubsidySection bike={bike} exShowroom={product.ex_price} subsidy={subsidy} today={today} /> : null}
        </>
      )}
      <div className="model-hero__actions">
        <Link className="btn btn--primary" to={paths.book.getHref(bike.id)}>
          Book now
        </Link>
        <Link className="btn btn--secondary" to={paths.testRide.getHref(bike.id)}>
          Book a test ride
        </Link>
        <Link className="btn btn--secondary" to={paths.product.getHref(bike.id)}>
          Configure your {bike.name}
        </Link>
        <Link className="btn btn--secondary" to={paths.comparison.getHref(bike.id)}>
          Compare models
        </Link>
        <Link className="btn btn--secondary" to={paths.savings.getHref()}>
          Running-cost savings
        </Link>
      </div>
    </div>
  );
}

export default PricingScreen;
