import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListParams, type ListParams } from './use-list-params';

const FILTERS = { q: '', status: '', hub: 0 };
const SORTS = ['created', 'name'] as const;
const ALLOWED = { status: ['new', 'paid'] };

let current: ListParams<typeof FILTERS, (typeof SORTS)[number]>;
function Probe() {
  current = useListParams({ filters: FILTERS, sorts: SORTS, defaultSort: '-created', allowed: ALLOWED });
  const { pathname, search } = useLocation();
  return <output data-testid="url">{pathname + search}</output>;
}
const renderAt = (url: string) => render(<MemoryRouter initialEntries={[url]}><Probe /></MemoryRouter>);
const url = () => screen.getByTestId('url').textContent;

describe('useListParams', () => {
  it('starts from the defaults with a bare URL', () => {
    renderAt('/orders');
    expect(current.filters).toEqual({ q: '', status: '', hub: 0 });
    expect(current).toMatchObject({ sort: '-created', page: 1, filtered: false });
    expect(current.query).toEqual({ sort: '-created', page: 1 });
  });

  it('reads a shared link, typed, and ignores values it does not allow', () => {
    renderAt('/orders?q=asha&status=paid&hub=12&sort=name&page=3');
    expect(current.filters).toEqual({ q: 'asha', status: 'paid', hub: 12 });
    expect(current).toMatchObject({ sort: 'name', page: 3, filtered: true });
    expect(current.query).toEqual({ q: 'asha', status: 'paid', hub: 12, sort: 'name', page: 3 });

    renderAt('/orders?status=lost&hub=-4&sort=password&page=0');
    expect(current.filters).toEqual({ q: '', status: '', hub: 0 });
    expect(current).toMatchObject({ sort: '-created', page: 1 });
  });

  it('writes changes to the URL, leaving defaults out, and round-trips', () => {
    renderAt('/orders');
    act(() => current.setFilters({ status: 'new', hub: 7 }));
    expect(url()).toBe('/orders?status=new&hub=7');
    act(() => current.setSort('-name'));
    expect(url()).toBe('/orders?status=new&hub=7&sort=-name');
    act(() => current.setSort('-created'));
    expect(url()).toBe('/orders?status=new&hub=7');
    act(() => current.setSort('cost;drop'));
    expect(url()).toBe('/orders?status=new&hub=7');
    act(() => current.setPage(4));
    expect(url()).toBe('/orders?status=new&hub=7&page=4');
    expect(current).toMatchObject({ filters: { q: '', status: 'new', hub: 7 }, page: 4 });
    expect(current.hrefForPage(1)).toBe('/orders?status=new&hub=7');
    expect(current.hrefForPage(5)).toBe('/orders?status=new&hub=7&page=5');
  });

  it('goes back to page 1 when a filter or the sort changes, and clears filters but keeps the sort', () => {
    renderAt('/orders?q=asha&sort=name&page=3');
    act(() => current.setFilters({ q: 'ravi' }));
    expect(url()).toBe('/orders?q=ravi&sort=name');
    act(() => current.setPage(2));
    act(() => current.setSort('-name'));
    expect(url()).toBe('/orders?q=ravi&sort=-name');
    act(() => current.setPage(2));
    act(() => current.clearFilters());
    expect(url()).toBe('/orders?sort=-name');
    expect(current.filtered).toBe(false);
  });
});
