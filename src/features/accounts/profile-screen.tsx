import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { Spinner } from '@/components/loading-overlay';
import { PlaceFields } from '@/components/location-fields';
import { Seo } from '@/components/seo';
import { fieldMessages as messages } from '@/lib/validation.messages';
import type { UserRecord } from '@contract/auth';
import { paths } from '@contract/paths';
import { selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { check, hasErrors, placeChecks, validate } from '@/lib/validation';
import { selectUserDetails, type AccountSlice } from './account-slice';
import { fetchUserDetails, updateProfile } from './account-thunks';
import { ChangePasswordSection } from './change-password-section';
import { MarketingConsentSection } from './marketing-consent-section';
import { NotificationsSection } from './notifications-section';
import { DeleteAccountSection } from './delete-account-section';
import { YourDataSection } from './your-data-section';
import { fullName } from './messages';
import * as t from './profile.messages';
import './account.css';

type Fields = 'name' | 'email' | 'state' | 'city' | 'area' | 'pincode';

const empty: Record<Fields, string> = { name: '', email: '', state: '', city: '', area: '', pincode: '' };

function toValues(u: UserRecord): Record<Fields, string> {
  return { name: u.name, email: u.email ?? '', state: u.state ?? '', city: u.city ?? '', area: u.area ?? '', pincode: u.pincode ?? '' };
}

/**
 * An account made with only a mobile adds its e-mail and place here when it likes: each may stay blank, but once the
 * profile has one it is kept (blank never removes it), and a place is state, city and area together.
 */
function profileChecks(values: Record<Fields, string>, had: UserRecord | null) {
  const placeStarted = Boolean(values.state || values.city || values.area || values.pincode.trim());
  const optional = (kept: string | null | undefined, rule: (v: string) => string | null, message: string) => (v: string) =>
    v.trim() ? rule(v) : kept ? message : null;
  return {
    name: check.name,
    email: optional(had?.email, check.email, messages.email),
    ...(placeStarted || had?.state ? placeChecks : {}),
  };
}

export function ProfileScreen() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const details = useAppSelector((s: AccountSlice) => selectUserDetails(s));
  const form = useForm<Fields>(empty);
  const { formRef, values, errors, serverError, setServerError, busy, reset, showErrors } = form;
  const { submit } = useSubmit(form);
  const [loaded, setLoaded] = useState(false);
  const [saved, setSaved] = useState(false);

  const load = useCallback(() => {
    if (user) void dispatch(fetchUserDetails(user.id));
  }, [dispatch, user?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- reload only when the account changes

  useEffect(load, [load]);
  // Fill the form once, so a later refresh of the details never overwrites typing.
  useEffect(() => {
    if (details.data && !loaded) {
      reset(toValues(details.data));
      setLoaded(true);
    }
  }, [details.data, loaded, reset]);

  const set = (patch: Partial<Record<Fields, string>>) => {
    setSaved(false);
    form.set(patch);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!loaded) return;
    setServerError(null);
    setSaved(false);
    const found = validate(values, profileChecks(values, details.data));
    showErrors(found);
    if (hasErrors(found)) return;
    const place = values.state ? { state: values.state, city: values.city, area: values.area, pincode: values.pincode.trim() } : {};
    const email = values.email.trim();
    const outcome = await submit(() => dispatch(updateProfile({ name: values.name.trim(), ...(email ? { email } : {}), ...place })));
    if (outcome.ok) setSaved(true);
  }

  return (
    <div className="page container narrow">
      <Seo title={t.myProfile} description={t.profileDescription} path={paths.profile.path} noindex />
      <h1>{t.myProfile}</h1>
      {details.status === 'failed' && !loaded ? (
        <Alert title={t.couldNotLoadProfile} onRetry={load}>
          {details.error}
        </Alert>
      ) : !loaded ? (
        <Spinner label={t.loadingProfile} />
      ) : (
        <>
          <dl className="profile-summary">
            <dt>{t.mobile}</dt>
            <dd>+91 {details.data?.mobile}</dd>
            <dt>{t.account}</dt>
            <dd>{details.data?.user_type === 'customer' ? t.customer : details.data?.user_type === 'dealer' ? t.dealer : t.administrator}</dd>
          </dl>
          {saved ? <Alert tone="success">{t.profileSaved}</Alert> : null}
          {serverError ? <Alert>{serverError}</Alert> : null}
          <form ref={formRef} id="profile-form" noValidate onSubmit={onSubmit} aria-label={t.editProfile}>
            <TextField label={fullName} name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={(e) => set({ name: e.target.value })} />
            <TextField label={t.email} name="email" type="email" autoComplete="email" required={Boolean(details.data?.email)} value={values.email} error={errors.email} onChange={(e) => set({ email: e.target.value })} />
            <PlaceFields value={values} errors={errors} required={Boolean(details.data?.state)} onChange={(patch) => set(patch)} />
            <div className="form-actions">
              <Button type="submit" busy={busy}>
                {t.saveChanges}
              </Button>
            </div>
          </form>
          <ChangePasswordSection hasPassword={details.data?.has_password ?? true} onChanged={load} />
          {details.data?.user_type === 'customer' ? <MarketingConsentSection /> : null}
          {details.data?.user_type === 'customer' ? <NotificationsSection /> : null}
          <YourDataSection />
          {details.data?.user_type === 'customer' ? <DeleteAccountSection /> : null}
        </>
      )}
    </div>
  );
}

export default ProfileScreen;
