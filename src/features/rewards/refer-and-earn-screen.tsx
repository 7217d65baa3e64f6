import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { REFERRAL_POINTS, REFERRALS_PER_YEAR } from '@contract/rewards-rules';
import { Alert } from '@/components/alert';
import { ButtonLink } from '@/components/button';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useIsClient } from '@/lib/use-is-client';
import { selectMyReferral, type RewardsSlice } from './rewards-slice';
import { fetchMyReferral } from './rewards-thunks';
import { ShareCode } from './share-code';
import './rewards.css';

const points = REFERRAL_POINTS.toLocaleString('en-IN');
const STEPS = [
  { title: 'Share your code', text: 'Send your Rev Club code or link to friends and family by WhatsApp, SMS or in person.' },
  { title: 'Your friend books', text: 'They enter your code, or open your link, when they book their Revolt.' },
  { title: 'They ride home', text: `When their bike is delivered, ${points} points unlock in your account.` },
  { title: 'You redeem', text: 'Spend your points on service credit and Revolt accessories at your hub.' },
];

function MyCode() {
  const dispatch = useAppDispatch();
  const referral = useAppSelector((s: RewardsSlice) => selectMyReferral(s));
  useEffect(() => {
    void dispatch(fetchMyReferral());
  }, [dispatch]);

  if (referral.status === 'failed') {
    return (
      <Alert title="We could not load your referral code." onRetry={() => void dispatch(fetchMyReferral())}>
        {referral.error}
      </Alert>
    );
  }
  if (!referral.data) return <Spinner label="Loading your referral code" />;
  return (
    <>
      <ShareCode code={referral.data.code} />
      {referral.data.active ? null : (
        <Alert tone="info" title="Your code starts working on delivery">
          Codes count once their owner has taken delivery of a Revolt. Share it now and it works from the day your bike is home.
        </Alert>
      )}
      <p>
        <Link to={paths.userReferral.getHref()}>See the friends who booked with your code</Link> ·{' '}
        <Link to={paths.redeemRewards.getHref()}>My rewards</Link>
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
        title="Refer and earn with Rev Club"
        description={`Share your Rev Club code: when a friend takes delivery of their Revolt you earn ${points} points for service credit and accessories.`}
        path={paths.referAndEarn.path}
      />
      <h1>Refer a friend, earn {points} points</h1>
      <p className="rewards-lead">
        Rev Club rewards Revolt riders who bring friends to electric motorcycles. Every friend who books with your code and takes delivery earns you{' '}
        {points} points, for up to {REFERRALS_PER_YEAR} friends a year.
      </p>
      <section aria-labelledby="my-code-title" className="card rewards-card">
        <h2 id="my-code-title">Your code</h2>
        {isClient && user ? (
          <MyCode />
        ) : (
          <>
            <p>Sign in to see your referral code and share it.</p>
            <p className="rewards-actions">
              <ButtonLink to={paths.signin.getHref(paths.referAndEarn.getHref())}>Sign in to get your code</ButtonLink>
              <ButtonLink variant="secondary" to={paths.register.getHref(paths.referAndEarn.getHref())}>
                Create an account
              </ButtonLink>
            </p>
          </>
        )}
      </section>
      <h2>How it works</h2>
      <ol className="rewards-steps">
        {STEPS.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <p>
        Points unlock on delivery and lapse 12 months later. Read the <Link to={paths.companyPage.getHref('rev-club-refer-terms')}>Rev Club terms</Link> for
        every rule.
      </p>
    </div>
  );
}

export default ReferAndEarnScreen;
