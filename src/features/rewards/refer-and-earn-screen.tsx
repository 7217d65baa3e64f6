import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { REFERRAL_POINTS, REFERRALS_PER_YEAR, REWARD_LIFETIME_MONTHS } from '@contract/rewards-rules';
import { Alert } from '@/components/alert';
import { ButtonLink } from '@/components/button';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useIsClient } from '@/lib/use-is-client';
import { LOCALE } from '@/lib/i18n/language';
import { selectMyReferral, type RewardsSlice } from './rewards-slice';
import { fetchMyReferral } from './rewards-thunks';
import { ShareCode } from './share-code';
import * as t from './refer-and-earn.messages';
import './rewards.css';

const points = REFERRAL_POINTS.toLocaleString(LOCALE);
const STEPS = [
  { title: t.stepShare, text: t.stepShareText },
  { title: t.stepBooks, text: t.stepBooksText },
  { title: t.stepHome, text: t.stepHomeText({ points }) },
  { title: t.stepRedeem, text: t.stepRedeemText },
];

function MyCode() {
  const dispatch = useAppDispatch();
  const referral = useAppSelector((s: RewardsSlice) => selectMyReferral(s));
  useEffect(() => {
    void dispatch(fetchMyReferral());
  }, [dispatch]);

  if (referral.status === 'failed') {
    return (
      <Alert title={t.codeFailed} onRetry={() => void dispatch(fetchMyReferral())}>
        {referral.error}
      </Alert>
    );
  }
  if (!referral.data) return <Spinner label={t.codeLoading} />;
  return (
    <>
      <ShareCode code={referral.data.code} />
      {referral.data.active ? null : (
        <Alert tone="info" title={t.inactiveTitle}>
          {t.inactiveText}
        </Alert>
      )}
      <p>
        <Link to={paths.userReferral.getHref()}>{t.friendsLink}</Link> ·{' '}
        <Link to={paths.redeemRewards.getHref()}>{t.myRewards}</Link>
      </p>
    </>
  );
}

/** /refer-and-earn: the Rev Club programme; signed in, my code with the share buttons. Prerendered: the code shows after mount. */
export function ReferAndEarnScreen() {
  const isClient = useIsClient();
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  return (
    <div className="page container rewards">
      <Seo
        title={t.seoTitle}
        description={t.seoDescription({ points })}
        path={paths.referAndEarn.path}
      />
      <h1>{t.heading({ points })}</h1>
      <p className="rewards-lead">{t.lead({ points, friends: REFERRALS_PER_YEAR })}</p>
      <section aria-labelledby="my-code-title" className="card rewards-card">
        <h2 id="my-code-title">{t.yourCode}</h2>
        {isClient && user ? (
          <MyCode />
        ) : (
          <>
            <p>{t.signInText}</p>
            <p className="rewards-actions">
              <ButtonLink to={paths.signin.getHref(paths.referAndEarn.getHref())}>{t.signIn}</ButtonLink>
              <ButtonLink variant="secondary" to={paths.register.getHref(paths.referAndEarn.getHref())}>
                {t.createAccount}
              </ButtonLink>
            </p>
          </>
        )}
      </section>
      <h2>{t.howItWorks}</h2>
      <ol className="rewards-steps">
        {STEPS.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <p>
        {t.terms({ months: REWARD_LIFETIME_MONTHS })}
        <Link to={paths.companyPage.getHref('rev-club-refer-terms')}>{t.termsLink}</Link>
        {t.termsEnd}
      </p>
    </div>
  );
}

export default ReferAndEarnScreen;
