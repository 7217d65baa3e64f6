import { Alert } from '@/components/alert';
import { BackOfficeList } from '@/components/back-office-list';
import type { FilterControl } from '@/components/filter-bar';
import { SPECIAL_CODE_STATUSES, SPECIAL_CODE_STATUS_LABELS } from '@contract/special-booking-rules';
import { paths } from '@contract/paths';
import { IssueSpecialCodeForm } from './issue-special-code-form';
import { specialCodeColumns } from './register-columns';
import { revokeSpecialCode } from './special-thunks';
import { useSpecialCodeList } from './use-register-list';
import { useRevoke } from './use-revoke';
import './partners.css';

const CONTROLS: FilterControl[] = [
  { kind: 'search', name: 'q', label: 'Search by who the code is for' },
  { kind: 'select', name: 'status', label: 'Status', placeholder: 'All statuses', options: SPECIAL_CODE_STATUSES.map((s) => ({ value: s, label: SPECIAL_CODE_STATUS_LABELS[s] })) },
];
const NOUN = { one: 'code', other: 'codes' };

/** /special-access-codes (admin): the hidden special-customer page's invitation codes: issue, follow their use, revoke. */
export function SpecialCodesScreen() {
  const { list, params, load } = useSpecialCodeList();
  const revoke = useRevoke(revokeSpecialCode, load);

  return (
    <BackOfficeList
      seo={{ title: 'Invitation codes', description: 'Access codes of the special-customer booking page.', path: paths.specialAccessCodes.path }}
      intro={<IssueSpecialCodeForm onIssued={load} />}
      filter={{ label: 'Filter invitation codes', controls: CONTROLS }}
      params={params}
      list={list}
      onRetry={load}
      loadErrorTitle="We could not load the invitation codes."
      notice={revoke.notice ? <Alert tone={revoke.notice.tone}>{revoke.notice.text}</Alert> : null}
      table={{
        caption: 'Invitation codes issued',
        columns: specialCodeColumns((row) => void revoke.ask(row.id, 'Revoke this code?', `Customers invited as “${row.label}” will no longer be able to book with it.`)),
        rowKey: (r) => r.id,
        noun: NOUN,
        empty: { filtered: 'No codes match these filters.', none: 'No invitation codes have been issued yet.' },
      }}
    >
      {revoke.dialog}
    </BackOfficeList>
  );
}

export default SpecialCodesScreen;
