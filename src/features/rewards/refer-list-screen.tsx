import { REFERRAL_STATE_LABELS, LEDGER_STATE_LABELS } from '@contract/rewards-rules';
import { paths } from '@contract/paths';
import type { ReferralRow } from '@contract/rewards';
import { BackOfficeList } from '@/components/back-office-list';
import type { FilterControl } from '@/components/filter-bar';
import type { Column } from '@/components/table';
import { formatDate } from '@/lib/format';
import { useReferralList } from './use-rewards-lists';
import './rewards.css';

const CONTROLS: FilterControl[] = [
  { kind: 'search', name: 'q', label: 'Search by name, mobile or code' },
  {
    kind: 'select',
    name: 'state',
    label: 'State',
    placeholder: 'All states',
    options: Object.entries(REFERRAL_STATE_LABELS).map(([value, label]) => ({ value, label })),
  },
  { kind: 'date-range', label: 'Booked between', from: 'from', to: 'to' },
];
const NOUN = { one: 'referral', other: 'referrals' };

const COLUMNS: Column<ReferralRow>[] = [
  { id: 'order', header: 'Order', rowHeader: true, cell: (r) => r.order_reference },
  { id: 'created', header: 'Booked', sortKey: 'created', cell: (r) => formatDate(r.created_at) },
  { id: 'referrer', header: 'Referrer', sortKey: 'referrer', cell: (r) => (r.referrer_name ? `${r.referrer_name} (${r.referrer_mobile ?? ''})` : 'Account removed') },
  { id: 'code', header: 'Code', cell: (r) => r.code },
  { id: 'friend', header: 'Friend', sortKey: 'friend', cell: (r) => `${r.friend_name} (${r.friend_mobile})` },
  { id: 'model', header: 'Bike', cell: (r) => r.model_name },
  { id: 'state', header: 'State', cell: (r) => REFERRAL_STATE_LABELS[r.state] },
  { id: 'reward', header: 'Reward', cell: (r) => (r.points && r.reward_state ? `${r.points} points · ${LEDGER_STATE_LABELS[r.reward_state]}` : '—') },
];

/** /referlist (admin): every booking made with a referral code, with its referrer, friend, order and state. */
export function ReferListScreen() {
  const { list, params, load, csv } = useReferralList();
  return (
    <BackOfficeList
      seo={{ title: 'Referrals', description: 'Rev Club referrals: referrer, friend, order and state.', path: paths.referList.path }}
      filter={{ label: 'Filter referrals', controls: CONTROLS }}
      params={params}
      list={list}
      onRetry={load}
      loadErrorTitle="We could not load the referrals."
      csv={{ ...csv, label: 'Download CSV', errorTitle: 'We could not export the referrals.' }}
      table={{
        caption: 'Referrals',
        columns: COLUMNS,
        rowKey: (r) => r.order_id,
        noun: NOUN,
        empty: { filtered: 'No referrals match these filters.', none: 'No booking has used a referral code yet.' },
      }}
    />
  );
}

export default ReferListScreen;
