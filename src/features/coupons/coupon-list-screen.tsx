import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BOOKING_AMOUNT } from '@contract/booking-rules';
import { couponBenefit } from '@contract/coupon-rules';
import type { Coupon } from '@contract/coupons';
import { paths } from '@contract/paths';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Seo } from '@/components/seo';
import { Table, type Column } from '@/components/table';
import { useDownload } from '@/lib/use-download';
import { formatDate } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useAction } from '@/lib/use-action';
import { selectCouponList, type CouponsSlice } from './coupons-slice';
import { downloadCouponUses, fetchCoupons, switchOffCoupon } from './coupons-thunks';
import './coupons.css';

type Notice = { tone: 'success' | 'error'; text: string };

// The price does not matter for the text of what a coupon gives; the booking amount caps an amount off it.
const gives = (c: Coupon) => couponBenefit(c, { amount: BOOKING_AMOUNT, price: Number.MAX_SAFE_INTEGER }).text;
const scope = (c: Coupon) =>
  [c.models.length ? `Bikes: ${c.models.join(', ')}` : 'Every bike', c.states.length ? `States: ${c.states.join(', ')}` : null, c.hubs.length ? `Hubs: ${c.hubs.join(', ')}` : null]
    .filter(Boolean)
    .join(' · ');

/** /couponlist (admin): every coupon with what it gives, where and when, its uses; edit, switch off, download its uses. */
export function CouponListScreen() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: CouponsSlice) => selectCouponList(s));
  // A save on the form comes back here with its message.
  const saved = (useLocation().state as { message?: string } | null)?.message;
  const [notice, setNotice] = useState<Notice | null>(saved ? { tone: 'success', text: saved } : null);
  const { run, busyKey: busy } = useAction<number>();
  const file = useDownload<number>();
  const load = useCallback(() => void dispatch(fetchCoupons()), [dispatch]);
  useEffect(load, [load]);

  async function switchOff(c: Coupon) {
    const outcome = await run(() => dispatch(switchOffCoupon(c.id)), c.id);
    setNotice(outcome.ok ? { tone: 'success', text: outcome.data.message } : { tone: 'error', text: outcome.error });
    if (outcome.ok) load();
  }

  async function download(c: Coupon) {
    const outcome = await file.download(c.id, () => dispatch(downloadCouponUses(c.id)), `coupon-uses-${c.code}.csv`);
    if (!outcome.ok) setNotice({ tone: 'error', text: outcome.error });
  }

  const columns: Column<Coupon>[] = [
    { id: 'code', header: 'Code', rowHeader: true, cell: (c) => c.code },
    { id: 'gives', header: 'Gives', cell: gives },
    { id: 'valid', header: 'Valid', cell: (c) => `${formatDate(c.valid_from)} to ${formatDate(c.valid_until)}` },
    { id: 'scope', header: 'Applies to', cell: scope },
    { id: 'uses', header: 'Uses', cell: (c) => `${c.uses}${c.max_uses === null ? '' : ` of ${c.max_uses}`}${c.max_uses_per_mobile === null ? '' : ` (${c.max_uses_per_mobile} per mobile)`}` },
    { id: 'status', header: 'Status', cell: (c) => `${c.active ? 'On' : 'Switched off'}${c.combines_with_referral ? ' · with referral' : ''}` },
    {
      id: 'actions',
      header: 'Actions',
      cell: (c) => (
        <div className="coupon-actions">
          <Link to={paths.couponEdit.getHref(c.id)} aria-label={`Edit ${c.code}`}>
            Edit
          </Link>
          <Button variant="secondary" busy={busy === c.id || file.busy === c.id} onClick={() => void download(c)} aria-label={`Download uses of ${c.code}`}>
            Download uses
          </Button>
          {c.active ? (
            <Button variant="secondary" busy={busy === c.id || file.busy === c.id} onClick={() => void switchOff(c)} aria-label={`Switch off ${c.code}`}>
              Switch off
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <div className="page container">
      <Seo title="Coupons" description="Booking coupons: what each gives, when and where, and how often it was used." path={paths.couponList.path} noindex />
      <div className="coupon-head">
        <h1>Coupons</h1>
        <Link className="btn btn--primary" to={paths.couponNew.getHref()}>
          New coupon
        </Link>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {list.status === 'failed' ? (
        <Alert title="We could not load the coupons." onRetry={load}>
          {list.error}
        </Alert>
      ) : (
        <Table
          caption="Coupons"
          columns={columns}
          rows={list.data ?? []}
          rowKey={(c) => c.id}
          loading={list.status === 'loading' || list.status === 'idle'}
          loadingLabel="Loading the coupons"
          empty="No coupon yet. Create one with New coupon."
        />
      )}
    </div>
  );
}

export default CouponListScreen;
