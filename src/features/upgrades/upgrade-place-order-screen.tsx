import type { FormEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@contract/paths';
import { upgradeMessages } from '@contract/upgrade-rules';
import type { UpgradeCheckResponse, UpgradeTarget } from '@contract/upgrade';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { PincodeField, TextField } from '@/components/field';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { UpgradeHubFields } from '@/components/upgrade-hub-fields';
import { formatRupees } from '@/lib/format';
import { selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { check, hasErrors, validate } from '@/lib/validation';
import { forgetChoice, useUpgradeChoice } from './upgrade-choice';
import { UpgradeSteps } from './upgrade-parts';
import { selectUpgradeCreate, type UpgradeChoice, type UpgradeSlice } from './upgrade-slice';
import { placeUpgrade } from './upgrade-thunks';

type Fields = 'name' | 'email' | 'pincode' | 'state' | 'city' | 'dealer_id';

function Summary({ data, target, choice }: { data: UpgradeCheckResponse['data']; target: UpgradeTarget; choice: UpgradeChoice }) {
  return (
    <section aria-labelledby="upgrade-summary-title" className="card upgrade-section">
      <h2 id="upgrade-summary-title">
        {target.model_name} in {choice.colour}
      </h2>
      <table className="upgrade-lines">
        <tbody>
          <tr>
            <th scope="row">New bike price</th>
            <td>{formatRupees(target.price)}</td>
          </tr>
          <tr>
            <th scope="row">Your {data.trade_in.model_name}: estimated valuation</th>
            <td>− {formatRupees(data.trade_in.valuation)}</td>
          </tr>
          <tr>
            <th scope="row">Booking amount, paid now</th>
            <td>− {formatRupees(data.booking_amount)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Estimated balance at the hub</th>
            <td>{formatRupees(target.balance)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="muted">
        The hub inspects your bike and confirms the final valuation; road tax, registration and insurance are paid at the hub too. The booking amount is
        refunded if you cancel. <Link to={paths.upgradeProduct.getHref()}>Change the bike or colour</Link>
      </p>
    </section>
  );
}

function PlaceOrderForm({ data, target, choice }: { data: UpgradeCheckResponse['data']; target: UpgradeTarget; choice: UpgradeChoice }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const create = useAppSelector((s: UpgradeSlice) => selectUpgradeCreate(s));
  const { formRef, values, errors, serverError, setServerError, set, showErrors, showServerErrors } = useForm<Fields>({
    name: user?.name ?? '',
    email: user?.email ?? '',
    pincode: user?.pincode ?? '',
    state: '',
    city: '',
    dealer_id: '',
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validate(values, {
      name: check.name,
      email: check.email,
      pincode: check.pincode,
      state: check.required('Choose the state of your upgrade hub.'),
      city: check.required('Choose the city of your upgrade hub.'),
      dealer_id: check.required(upgradeMessages.hub),
    });
    showErrors(found);
    if (hasErrors(found)) return;
    const outcome = await dispatch(
      placeUpgrade({
        chassis: choice.chassis,
        model: choice.model,
        colour: choice.colour,
        name: values.name.trim(),
        email: values.email.trim(),
        pincode: values.pincode.trim(),
        state: values.state,
        city: values.city,
        dealer_id: Number(values.dealer_id),
      }),
    );
    if (outcome.ok) {
      forgetChoice();
      navigate(paths.upgradePayment.getHref());
    }
    else showServerErrors(outcome.fieldErrors.chassis ?? outcome.fieldErrors.model ?? outcome.fieldErrors.colour ?? outcome.error, outcome.fieldErrors);
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Your details and upgrade hub" className="upgrade-form">
      <Summary data={data} target={target} choice={choice} />
      <section aria-labelledby="details-title" className="upgrade-section">
        <h2 id="details-title">Your details</h2>
        <p className="muted">We book the upgrade on the mobile you are signed in with{user?.mobile ? ` (${user.mobile})` : ''}, the one your bike was bought on.</p>
        <TextField label="Full name" name="name" required autoComplete="name" value={values.name} error={errors.name} onChange={(e) => set({ name: e.target.value })} />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          required
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => set({ email: e.target.value })}
        />
        <PincodeField value={values.pincode} error={errors.pincode} onValue={(pincode) => set({ pincode })} />
      </section>
      <section aria-labelledby="hub-title" className="upgrade-section">
        <h2 id="hub-title">Your upgrade hub</h2>
        <p className="muted">You take your old bike here for the inspection, and ride the new one home from here.</p>
        <UpgradeHubFields value={{ state: values.state, city: values.city, dealer_id: values.dealer_id }} errors={errors} onChange={set} />
      </section>
      {serverError ? <Alert title="We could not book your upgrade.">{serverError}</Alert> : null}
      <div className="form-actions">
        <Button type="submit" busy={create.loading}>
          {create.loading ? 'Booking your upgrade…' : `Book the upgrade and pay ${formatRupees(data.booking_amount)}`}
        </Button>
      </div>
    </form>
  );
}

function StartWithYourBike() {
  return (
    <div className="card upgrade-section">
      <h2>Start with your bike</h2>
      <p>Enter your bike’s chassis number and choose the model you want, then come back here to book.</p>
      <Link className="btn btn--primary" to={paths.upgradeProduct.getHref()}>
        Check my bike
      </Link>
    </div>
  );
}

/** /upgradeplaceorder/: the owner's details, the upgrade hub (state, city, hub of the upgrade list) and the summary, then the upgrade order. */
export function UpgradePlaceOrderScreen() {
  const { choice, check, retry } = useUpgradeChoice();
  const data = check.data && choice && check.data.trade_in.chassis === choice.chassis ? check.data : null;
  const target = data?.targets.find((t) => t.model === choice?.model);
  let body: ReactNode;
  if (!choice) body = <StartWithYourBike />;
  else if (data && target) body = <PlaceOrderForm data={data} target={target} choice={choice} />;
  else if (check.status === 'failed')
    body = (
      <>
        <Alert title="We could not check your bike again." onRetry={retry}>
          {check.error}
        </Alert>
        <StartWithYourBike />
      </>
    );
  else if (data) body = <StartWithYourBike />;
  else body = <Spinner label="Checking your bike" />;
  return (
    <div className="page container upgrade-page">
      <Seo title="Your upgrade: details and hub" description="Book your Revolt upgrade at a hub near you." path={paths.upgradePlaceOrder.getHref()} noindex />
      <h1>Details and upgrade hub</h1>
      <UpgradeSteps current="placeorder" />
      {body}
    </div>
  );
}

export default UpgradePlaceOrderScreen;
