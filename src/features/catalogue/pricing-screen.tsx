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
import { LOCALE } from '@/lib/i18n/language';
import { paths } from '@contract/paths';
import { ON_ROAD, PM_E_DRIVE, estimateOnRoad, pmEDriveSubsidy, subsidyInPeriod, todayInIndia, type Subsidy } from '@/lib/pricing';
import { calculateEmi } from '@/lib/emi';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectProductDetails, type ProductsSlice } from './products-slice';
import { fetchProduct } from './products-thunks';
import * as t from './pricing.messages';
import './catalogue.css';

export const TENURES = [12, 18, 24, 36, 48] as const;
export const EMI_DEFAULTS = { downPaymentShare: 0.2, ratePercent: 10.5, months: 36 } as const;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
/** GST on an electric vehicle, included in the ex-showroom price. */
const EV_GST_PERCENT = 5;
/** The notification that waived registration fees for battery-operated vehicles. */
const REGISTRATION_WAIVER_DATE = '2021-08-02';
const EMI_LIMITS = { minPrice: 10000, maxPrice: 1000000, maxRate: 36 } as const;
const MAX_ROAD_TAX = 20;

function SubsidySection({ bike, exShowroom, subsidy, today }: { bike: LineupModel; exShowroom: number; subsidy: Subsidy; today: string }) {
  return (
    <section aria-labelledby="subsidy-title" className="pricing-section">
      <h2 id="subsidy-title">{t.subsidyTitle}</h2>
      {subsidy.status === 'active' && subsidy.period ? (
        <p>
          {t.activeBefore({ date: formatDate(today), perKwh: formatRupees(subsidy.period.perKwh), cap: formatRupees(subsidy.period.cap) })}
          <strong>{formatRupees(subsidy.amount)}</strong>
          {t.activeAfter({ model: bike.name, kwh: bike.specs.batteryKwh })}
        </p>
      ) : subsidy.status === 'ended' ? (
        <p>
          {t.endedBefore({ start: formatDate(PM_E_DRIVE.start), end: formatDate(PM_E_DRIVE.end), today: formatDate(today) })}
          <strong>{t.endedStrong}</strong>
          {t.endedAfter({ today: formatDate(today) })}
        </p>
      ) : (
        <p>{t.notStarted({ start: formatDate(PM_E_DRIVE.start) })}</p>
      )}
      <section className="table-scroll" aria-label={t.subsidyTable} tabIndex={0}>
        <table className="spec-table">
          <caption className="muted">{t.subsidyCaption({ model: bike.name, kwh: bike.specs.batteryKwh })}</caption>
          <thead>
            <tr>
              <th scope="col">{t.period}</th>
              <th scope="col">{t.rate}</th>
              <th scope="col">{t.subsidyOn({ model: bike.name })}</th>
            </tr>
          </thead>
          <tbody>
            {PM_E_DRIVE.periods.map((p) => (
              <tr key={p.label}>
                <th scope="row">{t.periodDates({ period: p.label, from: formatDate(p.from), to: formatDate(p.to) })}</th>
                <td>{t.periodRate({ perKwh: formatRupees(p.perKwh), cap: formatRupees(p.cap) })}</td>
                <td>{formatRupees(subsidyInPeriod(p, bike.specs.batteryKwh))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="muted">
        {exShowroom <= PM_E_DRIVE.maxExFactoryPrice
          ? t.schemeCoveredQualified({ max: formatRupees(PM_E_DRIVE.maxExFactoryPrice), model: bike.name })
          : t.schemeCovered({ max: formatRupees(PM_E_DRIVE.maxExFactoryPrice) })}
        {t.guideBefore}
        <Link to={paths.blogArticle.getHref('pm-e-drive-scheme')}>{t.guideLink}</Link>
        {t.guideAfter}
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
  if (!Number.isFinite(p) || p < EMI_LIMITS.minPrice || p > EMI_LIMITS.maxPrice)
    errors.price = t.priceRange({ min: formatRupees(EMI_LIMITS.minPrice), max: formatRupees(EMI_LIMITS.maxPrice) });
  if (!Number.isFinite(d) || d < 0) errors.down = t.downMin({ min: formatRupees(0) });
  else if (Number.isFinite(p) && d >= p) errors.down = t.downBelowPrice;
  if (!Number.isFinite(r) || r < 0 || r > EMI_LIMITS.maxRate) errors.rate = t.rateRange({ min: 0, max: EMI_LIMITS.maxRate });
  const valid = Object.keys(errors).length === 0;
  const result = valid ? calculateEmi(p - d, r, months) : null;

  const set = (field: EmiField) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  // Amounts read as rupees with Indian grouping (1,52,576); only the digits are kept as typed.
  const setAmount = (field: 'price' | 'down') => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value.replace(/\D/g, '') }));
  const grouped = (digits: string) => (/^\d+$/.test(digits) ? Number(digits).toLocaleString(LOCALE) : digits);
  return (
    <section aria-labelledby="emi-title" className="pricing-section">
      <h2 id="emi-title">{t.emiTitle}</h2>
      <div className="savings-layout">
        <form className="card" aria-label={t.yourLoan} onSubmit={(e) => e.preventDefault()}>
          <TextField label={t.priceToFinance} inputMode="numeric" value={grouped(shown.price)} error={errors.price} onChange={setAmount('price')} />
          <TextField label={t.downPayment} inputMode="numeric" value={grouped(shown.down)} error={errors.down} onChange={setAmount('down')} />
          <TextField
            label={t.interestRate}
            type="number"
            inputMode="decimal"
            min={0}
            max={EMI_LIMITS.maxRate}
            step={0.1}
            value={shown.rate}
            error={errors.rate}
            onChange={set('rate')}
          />
          <SelectField
            label={t.tenure}
            placeholder={t.chooseTenure}
            value={String(months)}
            options={TENURES.map((m) => ({ value: String(m), label: t.months({ months: m }) }))}
            onChange={(e) => e.target.value && setMonths(Number(e.target.value))}
          />
          {values.price !== null || values.down !== null ? (
            <button type="button" className="btn btn--secondary" onClick={() => setValues((v) => ({ ...v, price: null, down: null }))}>
              {t.useEstimateAgain}
            </button>
          ) : null}
        </form>
        <div aria-live="polite" className="savings-result">
          {result ? (
            <dl className="savings-figures">
              <div className="is-main">
                <dt>{t.yourEmi}</dt>
                <dd>{t.perMonth({ amount: formatRupees(Math.round(result.emi)) })}</dd>
              </div>
              <div>
                <dt>{t.loanAmount}</dt>
                <dd>{formatRupees(p - d)}</dd>
              </div>
              <div>
                <dt>{t.totalInterest}</dt>
                <dd>{formatRupees(Math.round(result.totalInterest))}</dd>
              </div>
              <div>
                <dt>{t.totalRepaid}</dt>
                <dd>{formatRupees(Math.round(result.totalPaid))}</dd>
              </div>
              <div>
                <dt>{t.tenure}</dt>
                <dd>{t.months({ months })}</dd>
              </div>
            </dl>
          ) : (
            <p>{t.correctEmi}</p>
          )}
          <p className="muted">{t.emiNote({ rate: EMI_DEFAULTS.ratePercent })}</p>
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
  const roadTaxError = Number.isFinite(roadTaxValue) && roadTaxValue >= 0 && roadTaxValue <= MAX_ROAD_TAX ? null : t.roadTaxRange({ min: 0, max: MAX_ROAD_TAX });
  const subsidy = pmEDriveSubsidy(bike.specs.batteryKwh, today);
  const estimate =
    product && !roadTaxError
      ? estimateOnRoad({ exShowroom: product.ex_price, charger: product.charger, motorKw: bike.specs.motorKw, subsidy: subsidy.amount, roadTaxPercent: roadTaxValue })
      : null;

  const crumbs = [
    { name: t.home, path: paths.home.getHref() },
    { name: bike.name, path: bike.path },
    { name: t.price, path: paths.productPricing.getHref(bike.id) },
  ];
  return (
    <div className="page container pricing-page">
      <Seo
        title={t.seoTitle({ model: bike.name })}
        description={t.seoDescription({ model: bike.name })}
        path={paths.productPricing.getHref(bike.id)}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <div className="pricing-hero">
        <h1>{t.title({ model: bike.name })}</h1>
        <ModelFigure model={bike} colour={colourNamed(bike.colours, shownColours[bike.id])} eager className="pricing-hero__image" />
      </div>
      {details.status === 'failed' && !product ? (
        <Alert title={t.loadFailed({ model: bike.name })} onRetry={load}>
          {details.error}
        </Alert>
      ) : !product ? (
        <Spinner label={t.loading} />
      ) : (
        <>
          <section aria-labelledby="breakdown-title" className="pricing-section">
            <h2 id="breakdown-title">{t.breakdownTitle}</h2>
            <dl className="savings-figures">
              <div>
                <dt>{t.exShowroomPrice}</dt>
                <dd>{formatRupees(product.ex_price)}</dd>
              </div>
              <div>
                <dt>{t.charger}</dt>
                <dd>{product.charger ? formatRupees(product.charger) : t.included}</dd>
              </div>
              <div className="is-main">
                <dt>{t.bikePrice}</dt>
                <dd>{formatRupees(product.price)}</dd>
              </div>
            </dl>
            <p className="muted">
              {t.gstNote({ gst: EV_GST_PERCENT })} {product.charger ? t.chargerBilled : t.chargerFree}
            </p>
          </section>

          {subsidy.status === 'ended' ? null : <SubsidySection bike={bike} exShowroom={product.ex_price} subsidy={subsidy} today={today} />}

          <section aria-labelledby="on-road-title" className="pricing-section">
            <h2 id="on-road-title">{t.onRoadTitle}</h2>
            <div className="savings-layout">
              <form className="card" aria-label={t.whereRegistered} onSubmit={(e) => e.preventDefault()}>
                <SelectField
                  label={t.stateLabel}
                  placeholder={t.chooseState}
                  value={stateId}
                  options={STATE_ROAD_TAX.map((s) => ({ value: s.id, label: s.name }))}
                  onChange={(e) => {
                    if (!e.target.value) return;
                    setStateId(e.target.value);
                    setRoadTax(null);
                  }}
                />
                <TextField
                  label={t.roadTaxLabel}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={MAX_ROAD_TAX}
                  step={0.5}
                  value={roadTaxText}
                  error={roadTaxError}
                  hint={state.basis}
                  onChange={(e) => setRoadTax(e.target.value)}
                />
              </form>
              <div aria-live="polite">
                {estimate ? (
                  <section className="table-scroll" aria-label={t.onRoadIn({ state: state.name })} tabIndex={0}>
                    <table className="spec-table pricing-table">
                      <caption className="muted">{t.onRoadCaption({ model: bike.name, state: state.name })}</caption>
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
                          <th scope="row">{t.onRoadTotal}</th>
                          <td>{formatRupees(estimate.total)}</td>
                        </tr>
                      </tfoot>
                    </table>
                  </section>
                ) : (
                  <p>{t.correctRoadTax}</p>
                )}
              </div>
            </div>
            <h3>{t.assumptionsTitle}</h3>
            <ul>
              <li>
                {t.assumeRoadTax} {state.basis}
              </li>
              <li>{t.assumeRegistration({ fee: formatRupees(ON_ROAD.registrationFee), date: formatDate(REGISTRATION_WAIVER_DATE) })}</li>
              <li>{t.assumePlates({ amount: formatRupees(ON_ROAD.platesAndRc) })}</li>
              {estimate ? (
                <li>
                  {t.assumeInsurance({
                    thirdParty: formatRupees(estimate.insurance.thirdParty),
                    motor: bike.specs.motorKw <= 3 ? 'upTo3' : 'upTo7',
                    rate: (ON_ROAD.ownDamageRate * 100).toFixed(1),
                    ownDamage: formatRupees(estimate.insurance.ownDamage),
                    gstRate: Math.round(ON_ROAD.insuranceGst * 100),
                    gst: formatRupees(estimate.insurance.gst),
                  })}
                </li>
              ) : null}
              <li>{t.assumeExtras}</li>
            </ul>
          </section>

          {estimate ? <EmiCalculator onRoadTotal={estimate.total} /> : null}
          {/* An ended scheme is history: told after what the buyer pays today, not before it. */}
          {subsidy.status === 'ended' ? <SubsidySection bike={bike} exShowroom={product.ex_price} subsidy={subsidy} today={today} /> : null}
        </>
      )}
      <div className="model-hero__actions">
        <Link className="btn btn--primary" to={paths.book.getHref(bike.id)}>
          {t.bookNow}
        </Link>
        <Link className="btn btn--secondary" to={paths.testRide.getHref(bike.id)}>
          {t.bookTestRide}
        </Link>
        <Link className="btn btn--secondary" to={paths.product.getHref(bike.id)}>
          {t.configure({ model: bike.name })}
        </Link>
        <Link className="btn btn--secondary" to={paths.comparison.getHref(bike.id)}>
          {t.compareModels}
        </Link>
        <Link className="btn btn--secondary" to={paths.savings.getHref()}>
          {t.savings}
        </Link>
      </div>
    </div>
  );
}

export default PricingScreen;
