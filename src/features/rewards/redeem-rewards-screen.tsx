import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import type { LedgerEntry, RewardItem } from '@contract/rewards';
import { LEDGER_STATE_LABELS } from '@contract/rewards-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/dialog';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { Table, type Column } from '@/components/table';
import { formatDate } from '@/lib/format';
import { useRewards } from './use-rewards';
import './rewards.css';

const pts = (n: number) => `${n.toLocaleString('en-IN')} points`;

const LEDGER: Column<LedgerEntry>[] = [
  { id: 'date', header: 'Date', cell: (e) => formatDate(e.created_at) },
  { id: 'what', header: 'What', rowHeader: true, cell: (e) => (e.voucher_code ? `${e.text} (voucher ${e.voucher_code})` : e.text) },
  { id: 'points', header: 'Points', cell: (e) => (e.points > 0 ? `+${e.points.toLocaleString('en-IN')}` : e.points.toLocaleString('en-IN')) },
  {
    id: 'state',
    header: 'State',
    cell: (e) =>
      [LEDGER_STATE_LABELS[e.state], e.state === 'unlocked' && e.remaining !== e.points ? `${pts(e.remaining)} left` : '', e.note ?? '']
        .filter(Boolean)
        .join(' · '),
  },
  { id: 'expires', header: 'Lapses', cell: (e) => (e.expires_at && e.state === 'unlocked' ? formatDate(e.expires_at) : '—') },
];

function Catalogue({ items, balance, onRedeem }: { items: RewardItem[]; balance: number; onRedeem: (item: RewardItem) => void }) {
  return (
    <ul className="rewards-catalogue">
      {items.map((item) => {
        const short = item.points > balance;
        return (
          <li key={item.id} className="card rewards-item">
            <h3>{item.name}</h3>
            <p className="muted">{item.description}</p>
            <p className="rewards-item__points">{pts(item.points)}</p>
            <Button variant={short ? 'secondary' : 'primary'} disabled={short} onClick={() => onRedeem(item)}>
              {short ? `Needs ${pts(item.points - balance)} more` : 'Redeem'}
              <span className="visually-hidden"> for {item.name}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** /redeem-rewards: my points (computed from the ledger by the server), the catalogue, and the ledger itself. */
export function RedeemRewardsScreen() {
  const { rewards, load, pending, busy, notice, ask, cancel, confirm } = useRewards();
  const data = rewards.data;
  return (
    <div className="page container rewards">
      <Seo title="My rewards" description="Your Rev Club points and the rewards you can redeem." path={paths.redeemRewards.path} noindex />
      <h1>My rewards</h1>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {rewards.status === 'failed' && !data ? (
        <Alert title="We could not load your rewards." onRetry={load}>
          {rewards.error}
        </Alert>
      ) : !data ? (
        <Spinner label="Loading your rewards" />
      ) : (
        <>
          <dl className="rewards-balance">
            <div>
              <dt>Available</dt>
              <dd>{pts(data.balance)}</dd>
            </div>
            <div>
              <dt>Locked until delivery</dt>
              <dd>{pts(data.locked)}</dd>
            </div>
          </dl>
          <h2>Redeem</h2>
          <Catalogue items={data.catalogue} balance={data.balance} onRedeem={ask} />
          <h2>Points history</h2>
          <Table caption="Points history" columns={LEDGER} rows={data.entries} rowKey={(e) => e.id} empty="No points yet: refer a friend or spin the wheel after a booking." />
          <p>
            <Link to={paths.referAndEarn.getHref()}>Earn more: refer a friend</Link> ·{' '}
            <Link to={paths.companyPage.getHref('rev-club-refer-terms')}>Rev Club terms</Link>
          </p>
        </>
      )}
      <ConfirmDialog open={pending !== null} title="Redeem this reward?" confirmLabel="Redeem" busy={busy} onConfirm={() => void confirm()} onCancel={cancel}>
        <p>
          {pending?.name} for {pending ? pts(pending.points) : ''}. You get a voucher code to show at your hub; points spent cannot be returned.
        </p>
      </ConfirmDialog>
    </div>
  );
}

export default RedeemRewardsScreen;
