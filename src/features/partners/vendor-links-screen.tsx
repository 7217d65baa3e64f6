import { Alert } from '@/components/alert';
import { BackOfficeList } from '@/components/back-office-list';
import type { FilterControl } from '@/components/filter-bar';
import { VENDOR_LINK_STATUSES, VENDOR_LINK_STATUS_LABELS } from '@contract/vendor-link-rules';
import { paths } from '@contract/paths';
import { IssueVendorLinkForm } from './issue-vendor-link-form';
import { vendorLinkColumns } from './register-columns';
import { useVendorLinkList } from './use-register-list';
import { useRevoke } from './use-revoke';
import { revokeVendorLink } from './vendor-thunks';
import './partners.css';

const CONTROLS: FilterControl[] = [
  { kind: 'search', name: 'q', label: 'Search by vendor or booking' },
  { kind: 'select', name: 'status', label: 'Status', placeholder: 'All statuses', options: VENDOR_LINK_STATUSES.map((s) => ({ value: s, label: VENDOR_LINK_STATUS_LABELS[s] })) },
];
const NOUN = { one: 'link', other: 'links' };

/** /vendor-links (admin): issue a vendor's signed link for a booking, and the register of the links issued, each revocable while open. */
export function VendorLinksScreen() {
  const { list, params, load } = useVendorLinkList();
  const revoke = useRevoke(revokeVendorLink, load);

  return (
    <BackOfficeList
      seo={{ title: 'Vendor links', description: 'Links for finance and partner vendors to approve or reject bookings.', path: paths.vendorLinks.path }}
      intro={<IssueVendorLinkForm onIssued={load} />}
      filter={{ label: 'Filter vendor links', controls: CONTROLS }}
      params={params}
      list={list}
      onRetry={load}
      loadErrorTitle="We could not load the vendor links."
      notice={revoke.notice ? <Alert tone={revoke.notice.tone}>{revoke.notice.text}</Alert> : null}
      table={{
        caption: 'Vendor links issued',
        columns: vendorLinkColumns((row) => void revoke.ask(row.id, 'Revoke this link?', `${row.vendor} will no longer be able to decide on ${row.reference} with it.`)),
        rowKey: (r) => r.id,
        noun: NOUN,
        empty: { filtered: 'No links match these filters.', none: 'No vendor links have been issued yet.' },
      }}
    >
      {revoke.dialog}
    </BackOfficeList>
  );
}

export default VendorLinksScreen;
