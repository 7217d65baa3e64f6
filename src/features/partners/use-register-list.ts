// The admin registers' lists (vendor links, access codes): search, status and sort from the URL, and the request.
import { useCallback, useEffect } from 'react';
import { SPECIAL_CODE_SORTS, SPECIAL_CODE_STATUSES, type SpecialCodeStatus } from '@contract/special-booking-rules';
import { VENDOR_LINK_SORTS, VENDOR_LINK_STATUSES, type VendorLinkStatus } from '@contract/vendor-link-rules';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useListParams } from '@/lib/use-list-params';
import { selectSpecialCodeList, selectVendorLinkList, type PartnersSlice } from './partners-slice';
import { fetchSpecialCodes } from './special-thunks';
import { fetchVendorLinks } from './vendor-thunks';

const FILTERS = { q: '', status: '' };
const VENDOR_ALLOWED = { status: VENDOR_LINK_STATUSES };
const CODE_ALLOWED = { status: SPECIAL_CODE_STATUSES };

const isVendorStatus = (v: string): v is VendorLinkStatus => (VENDOR_LINK_STATUSES as readonly string[]).includes(v);
const isCodeStatus = (v: string): v is SpecialCodeStatus => (SPECIAL_CODE_STATUSES as readonly string[]).includes(v);

export function useVendorLinkList() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: PartnersSlice) => selectVendorLinkList(s));
  const params = useListParams({ filters: FILTERS, sorts: VENDOR_LINK_SORTS, defaultSort: '-issued', allowed: VENDOR_ALLOWED });
  const { q, status } = params.filters;
  const { sort, page } = params;
  const load = useCallback(
    () => void dispatch(fetchVendorLinks({ q: q || undefined, status: isVendorStatus(status) ? status : undefined, sort, page })),
    [dispatch, q, status, sort, page],
  );
  useEffect(load, [load]);
  return { list, params, load };
}

export function useSpecialCodeList() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: PartnersSlice) => selectSpecialCodeList(s));
  const params = useListParams({ filters: FILTERS, sorts: SPECIAL_CODE_SORTS, defaultSort: '-created', allowed: CODE_ALLOWED });
  const { q, status } = params.filters;
  const { sort, page } = params;
  const load = useCallback(
    () => void dispatch(fetchSpecialCodes({ q: q || undefined, status: isCodeStatus(status) ? status : undefined, sort, page })),
    [dispatch, q, status, sort, page],
  );
  useEffect(load, [load]);
  return { list, params, load };
}
