import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import type { ReferredFriend } from '@contract/rewards';
import { LEDGER_STATE_LABELS, REFERRAL_STATE_LABELS } from '@contract/rewards-rules';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { Table, type Column } from '@/components/table';
import { formatDate } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectMyReferral, type RewardsSlice } from './rewards-slice';
import { fetchMyReferral } from './rewards-thunks';
import { ShareCode } from './share-code';
import './rewards.css';

const COLUMNS: Column<ReferredFriend>[] = [
  { id: 'name', header: 'Friend', rowHeader: true, cell: (f) => f.name },
  { id: 'bike', header: 'Bike', cell: (f) => f.model_name },
  { id: 'booked', header: 'Booked on', cell: (f) => formatDate(f.created_at) },
  { id: 'state', header: 'State', cell: (f) => REFERRAL_STATE_LABELS[f.state] },
  {
    id: 'reward',
    header: 'Your reward',
    cell: (f) => (f.points && f.reward_state ? `${f.points.toLocaleString('en-IN')} points · ${LEDGER_STATE_LABELS[f.reward_state]}` : '—'),
  },
];

/** /userreferral: my code and the friends who booked with it, with the state of each and of my reward. */
export function UserReferralScreen() {
  const dispatch = useAppDispatch();
  const referral = useAppSelector((s: RewardsSlice) => selectMyReferral(s));
  const load = () => void dispatch(fetchMyReferral());
  useEffect(load, [dispatch]);

  return (
    <div className="page container rewards">
      <Seo title="My referrals" description="Your Rev Club code and the friends who booked with it." path={paths.userReferral.path} noindex />
      <h1>My referrals</h1>
      {referral.status === 'failed' ? (
        <Alert title="We could not load your referrals." onRetry={load}>
          {referral.error}
        </Alert>
      ) : !referral.data ? (
        <Spinner label="Loading your referrals" />
      ) : (
        <>
          <section aria-labelledby="code-title" className="card rewards-card">
            <h2 id="code-title">Your code</h2>
            <ShareCode code={referral.data.code} />
            {referral.data.active ? null : <p className="muted">Your code starts working once your own Revolt has been delivered.</p>}
          </section>
          <h2>Friends who booked with your code</h2>
          <Table
            caption="Friends who booked with your code"
            columns={COLUMNS}
            rows={referral.data.friends}
            rowKey={(f) => f.order_id}
            empty="No friend has booked with your code yet."
          />
          <p>
            <Link to={paths.redeemRewards.getHref()}>Redeem your points</Link> · <Link to={paths.referAndEarn.getHref()}>How Rev Club works</Link>
          </p>
        </>
      )}
    </div>
  );
}

export default UserReferralScreen;
