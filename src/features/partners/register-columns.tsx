import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import type { Column } from '@/components/table';
import { SPECIAL_CODE_STATUS_LABELS } from '@contract/special-booking-rules';
import { VENDOR_LINK_STATUS_LABELS } from '@contract/vendor-link-rules';
import { paths } from '@contract/paths';
import type { SpecialCodeRow } from '@contract/special-booking';
import type { VendorLinkRow } from '@contract/vendor-links';
import { formatDateTime } from '@/lib/format';

const DECISIONS = { approve: 'approved', reject: 'rejected' } as const;

export function vendorLinkColumns(onRevoke: (row: VendorLinkRow) => void): Column<VendorLinkRow>[] {
  return [
    { id: 'reference', header: 'Booking', rowHeader: true, cell: (r) => <Link to={paths.orderDetail.getHref(r.order_id)}>{r.reference}</Link> },
    { id: 'vendor', header: 'Vendor', sortKey: 'vendor', cell: (r) => r.vendor },
    {
      id: 'status',
      header: 'Status',
      cell: (r) => (
        <span className={`register-status register-status--${r.status}`}>
          {VENDOR_LINK_STATUS_LABELS[r.status]}
          {r.decision ? `: ${DECISIONS[r.decision]}` : ''}
        </span>
      ),
    },
    { id: 'issued', header: 'Issued', sortKey: 'issued', cell: (r) => `${formatDateTime(r.issued_at)}${r.issued_by ? ` by ${r.issued_by}` : ''}` },
    { id: 'expires', header: 'Expires', sortKey: 'expires', cell: (r) => formatDateTime(r.expires_at) },
    {
      id: 'action',
      header: 'Action',
      cell: (r) =>
        r.status === 'open' ? (
          <Button variant="secondary" aria-label={`Revoke the link for ${r.vendor} on ${r.reference}`} onClick={() => onRevoke(r)}>
            Revoke
          </Button>
        ) : null,
    },
  ];
}

export function specialCodeColumns(onRevoke: (row: SpecialCodeRow) => void): Column<SpecialCodeRow>[] {
  return [
    { id: 'label', header: 'For', sortKey: 'label', rowHeader: true, cell: (r) => r.label },
    { id: 'status', header: 'Status', cell: (r) => <span className={`register-status register-status--${r.status}`}>{SPECIAL_CODE_STATUS_LABELS[r.status]}</span> },
    { id: 'uses', header: 'Bookings', cell: (r) => `${r.uses} of ${r.max_uses}` },
    { id: 'created', header: 'Issued', sortKey: 'created', cell: (r) => `${formatDateTime(r.created_at)}${r.created_by ? ` by ${r.created_by}` : ''}` },
    { id: 'expires', header: 'Expires', sortKey: 'expires', cell: (r) => formatDateTime(r.expires_at) },
    {
      id: 'action',
      header: 'Action',
      cell: (r) =>
        r.status === 'active' ? (
          <Button variant="secondary" aria-label={`Revoke the code for ${r.label}`} onClick={() => onRevoke(r)}>
            Revoke
          </Button>
        ) : null,
    },
  ];
}
