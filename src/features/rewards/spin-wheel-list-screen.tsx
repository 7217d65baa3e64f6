import { paths } from '@contract/paths';
import type { AdminSpinPrize, SpinRow } from '@contract/rewards';
import { LEDGER_STATE_LABELS } from '@contract/rewards-rules';
import { Alert } from '@/components/alert';
import { BackOfficeList } from '@/components/back-office-list';
import type { FilterControl } from '@/components/filter-bar';
import { Table, type Column } from '@/components/table';
import { formatDateTime } from '@/lib/format';
import { PrizeStock } from './prize-stock';
import { useSpinList, useSpinPrizes } from './use-rewards-lists';
import './rewards.css';

const NOUN = { one: 'spin', other: 'spins' };

const COLUMNS: Column<SpinRow>[] = [
  { id: 'created', header: 'Spun at', sortKey: 'created', cell: (s) => formatDateTime(s.created_at) },
  { id: 'order', header: 'Order', rowHeader: true, cell: (s) => s.order_reference },
  { id: 'customer', header: 'Customer', cell: (s) => `${s.customer_name} (${s.customer_mobile})` },
  { id: 'prize', header: 'Prize', sortKey: 'points', cell: (s) => s.prize },
  { id: 'reward', header: 'Reward', cell: (s) => LEDGER_STATE_LABELS[s.reward_state] },
];

function prizeColumns(onSave: (id: number, label: string, stock: number | null) => Promise<boolean>): Column<AdminSpinPrize>[] {
  return [
    { id: 'label', header: 'Prize', rowHeader: true, cell: (p) => p.label },
    { id: 'weight', header: 'Odds weight', cell: (p) => p.weight },
    { id: 'won', header: 'Won', cell: (p) => p.won },
    { id: 'stock', header: 'Stock left', cell: (p) => <PrizeStock key={`${p.id}-${p.stock ?? 'u'}`} prize={p} onSave={onSave} /> },
  ];
}

/** /spin-wheel-list (admin): every spin with its prize, order and customer; the prizes with their stock. */
export function SpinWheelListScreen() {
  const { list, params, load, csv } = useSpinList();
  const prizes = useSpinPrizes();
  const controls: FilterControl[] = [
    { kind: 'search', name: 'q', label: 'Search by customer, mobile or order' },
    {
      kind: 'select',
      name: 'prize',
      label: 'Prize',
      placeholder: 'All prizes',
      options: (prizes.prizes.data ?? []).map((p) => ({ value: String(p.id), label: p.label })),
    },
    { kind: 'date-range', label: 'Spun between', from: 'from', to: 'to' },
  ];
  return (
    <BackOfficeList
      seo={{ title: 'Spin the wheel', description: "Spins of the wheel and the prizes' stock.", path: paths.spinWheelList.path }}
      intro={
        <>
          <h2>Prizes</h2>
          {prizes.notice ? <Alert tone={prizes.notice.tone}>{prizes.notice.text}</Alert> : null}
          {prizes.prizes.status === 'failed' ? (
            <Alert title="We could not load the prizes." onRetry={prizes.load}>
              {prizes.prizes.error}
            </Alert>
          ) : (
            <Table caption="Prizes" columns={prizeColumns(prizes.save)} rows={prizes.prizes.data ?? []} rowKey={(p) => p.id} loading={prizes.prizes.loading} empty="No prizes are configured." />
          )}
          <h2>Spins</h2>
        </>
      }
      filter={{ label: 'Filter spins', controls }}
      params={params}
      list={list}
      onRetry={load}
      loadErrorTitle="We could not load the spins."
      csv={{ ...csv, label: 'Download CSV', errorTitle: 'We could not export the spins.' }}
      table={{
        caption: 'Spins',
        columns: COLUMNS,
        rowKey: (s) => s.id,
        noun: NOUN,
        empty: { filtered: 'No spins match these filters.', none: 'Nobody has spun the wheel yet.' },
      }}
    />
  );
}

export default SpinWheelListScreen;
