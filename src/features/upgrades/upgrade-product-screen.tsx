import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHASSIS_RE, orderMessages } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { TRADE_IN_ASSUMPTIONS, upgradeMessages } from '@contract/upgrade-rules';
import type { UpgradeCheckResponse, UpgradeTarget } from '@contract/upgrade';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ColourPicker } from '@/components/colour-picker';
import { RadioGroupField, TextField } from '@/components/field';
import { Seo } from '@/components/seo';
import { findBike } from '@/content/bikes';
import { formatDate, formatRupees } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { hasErrors, validate } from '@/lib/validation';
import { storeChoice } from './upgrade-choice';
import { UpgradeSteps } from './upgrade-parts';
import { selectUpgradeCheck, selectUpgradeChoice, upgradeActions, type UpgradeSlice } from './upgrade-slice';
import { checkChassis } from './upgrade-thunks';

/** The server's answers about the chassis itself: shown at the field, not above the form. */
const CHASSIS_MESSAGES: readonly string[] = [upgradeMessages.notEligible, upgradeMessages.notDelivered, upgradeMessages.openUpgrade, orderMessages.chassis];

/** Upper case as typed, without spaces (an RC prints it in groups). */
const normaliseChassis = (value: string) => value.toUpperCase().replace(/\s+/g, '');

function ChassisForm() {
  const dispatch = useAppDispatch();
  const choice = useAppSelector((s: UpgradeSlice) => selectUpgradeChoice(s));
  const check = useAppSelector((s: UpgradeSlice) => selectUpgradeCheck(s));
  const { formRef, values, errors, serverError, setServerError, set, showErrors } = useForm<'chassis'>({
    chassis: choice?.chassis ?? check.data?.trade_in.chassis ?? '',
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    if (!CHASSIS_RE.test(values.chassis)) {
      showErrors({ chassis: orderMessages.chassis });
      return;
    }
    const outcome = await dispatch(checkChassis(values.chassis));
    if (outcome.ok) return;
    const atField = outcome.fieldErrors.chassis ?? (CHASSIS_MESSAGES.includes(outcome.error) ? outcome.error : null);
    if (atField) showErrors({ chassis: atField });
    else setServerError(outcome.error);
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Your bike's chassis number" className="upgrade-form">
      {serverError ? (
        <Alert title="We could not check your bike." onRetry={() => formRef.current?.requestSubmit()}>
          {serverError}
        </Alert>
      ) : null}
      <TextField
        label="Chassis number"
        name="chassis"
        className="upgrade-chassis"
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="17 letters and digits (there is no I, O or Q). Find it on your registration certificate (RC), or on the plate on the steering head, under the handlebar."
        value={values.chassis}
        error={errors.chassis}
        onChange={(e) => set({ chassis: normaliseChassis(e.target.value) })}
      />
      <div className="form-actions">
        <Button type="submit" busy={check.loading}>
          {check.loading ? 'Checking your bike…' : 'Check my bike'}
        </Button>
      </div>
    </form>
  );
}

function TradeInCard({ data }: { data: UpgradeCheckResponse['data'] }) {
  const t = data.trade_in;
  return (
    <section aria-labelledby="trade-in-title" className="card upgrade-section">
      <h2 id="trade-in-title">Your {t.model_name}</h2>
      <dl className="order-facts">
        <dt>Chassis number</dt>
        <dd>{t.chassis}</dd>
        <dt>Bought on</dt>
        <dd>
          {formatDate(t.sold_on)} ({t.age_years === 1 ? '1 year' : `${t.age_years} years`} old)
        </dd>
      </dl>
      <p className="upgrade-valuation">Estimated valuation: {formatRupees(t.valuation)}</p>
      <p className="upgrade-rule">How we value it: {t.rule}</p>
      <h3>What the estimate assumes</h3>
      <ul className="upgrade-notes">
        {TRADE_IN_ASSUMPTIONS.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
    </section>
  );
}

function TargetForm({ data }: { data: UpgradeCheckResponse['data'] }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const previous = useAppSelector((s: UpgradeSlice) => selectUpgradeChoice(s));
  const kept = previous?.chassis === data.trade_in.chassis ? previous : null;
  const { formRef, values, errors, set, showErrors } = useForm<'model' | 'colour'>({ model: kept?.model ?? '', colour: kept?.colour ?? '' });
  const target: UpgradeTarget | undefined = data.targets.find((t) => t.model === values.model);
  const bike = target ? findBike(target.model) : undefined;
  const swatches = bike && target ? bike.colours.filter((c) => target.colours.includes(c.name)) : [];

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validate(values, {
      model: () => (target ? null : upgradeMessages.model),
      colour: (v: string) => (!target || target.colours.includes(v) ? null : 'Choose a colour.'),
    });
    showErrors(found);
    if (hasErrors(found)) return;
    const choice = { chassis: data.trade_in.chassis, model: values.model, colour: values.colour };
    storeChoice(choice);
    dispatch(upgradeActions.chosen(choice));
    navigate(paths.upgradePlaceOrder.getHref());
  }

  if (!data.targets.length) return <Alert tone="info">No current model can be booked as an upgrade right now. Please check again soon.</Alert>;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Choose your new bike" className="upgrade-form">
      <RadioGroupField
        legend="Upgrade to"
        name="model"
        layout="cards"
        required
        error={errors.model}
        value={values.model}
        options={data.targets.map((t) => ({
          value: t.model,
          label: t.model_name,
          description: `${formatRupees(t.price)} · estimated balance at the hub ${formatRupees(t.balance)} after your trade-in and the ${formatRupees(data.booking_amount)} booking amount`,
        }))}
        onChange={(model) => set({ model, colour: data.targets.find((t) => t.model === model)?.colours[0] ?? '' })}
      />
      {target ? (
        swatches.length === target.colours.length ? (
          <ColourPicker colours={swatches} selected={values.colour} onSelect={(colour) => set({ colour })} />
        ) : (
          <RadioGroupField
            legend="Colour"
            name="colour"
            required
            error={errors.colour}
            value={values.colour}
            options={target.colours.map((c) => ({ value: c, label: c }))}
            onChange={(colour) => set({ colour })}
          />
        )
      ) : null}
      <div className="form-actions">
        <Button type="submit">Continue: details and hub</Button>
      </div>
    </form>
  );
}

/** /upgradeproduct/: the owner's bike by chassis number, its valuation with the rule and assumptions, and the models to upgrade to. */
export function UpgradeProductScreen() {
  const check = useAppSelector((s: UpgradeSlice) => selectUpgradeCheck(s));
  const data = check.status === 'succeeded' ? check.data : null;
  return (
    <div className="page container upgrade-page">
      <Seo title="Upgrade your Revolt" description="Trade in your Revolt for a new model: see its valuation by chassis number." path={paths.upgradeProduct.getHref()} noindex />
      <h1>Upgrade your Revolt</h1>
      <UpgradeSteps current="product" />
      <p>Trade in the Revolt you ride now for a current model. Enter its chassis number to see what it is worth and what you would pay.</p>
      <ChassisForm />
      {data ? (
        <>
          <TradeInCard data={data} />
          <TargetForm key={data.trade_in.chassis} data={data} />
        </>
      ) : null}
    </div>
  );
}

export default UpgradeProductScreen;
