import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Pager, pageWindow } from './pager';

const href = (p: number) => (p > 1 ? `/list?status=new&page=${p}` : '/list?status=new');
const renderPager = (page: number, total: number) =>
  render(
    <MemoryRouter>
      <Pager page={page} pageSize={20} total={total} hrefFor={href} noun={{ one: 'order', other: 'orders' }} />
    </MemoryRouter>,
  );

describe('Pager', () => {
  it('says which rows show and links the pages around the current one', () => {
    renderPager(2, 134);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByText('Showing 21–40 of 134 orders')).toBeInTheDocument();
    const current = within(nav).getByRole('link', { name: 'Page 2' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/list?status=new');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/list?status=new&page=3');
    expect(within(nav).getAllByRole('link', { name: /^Page / }).map((a) => a.textContent)).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 7']);
  });

  it('has no Previous on the first page and no Next on the last', () => {
    renderPager(7, 134);
    expect(screen.getByText('Showing 121–134 of 134 orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/list?status=new&page=6');
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('shows only the count when everything fits on one page', () => {
    renderPager(1, 1);
    expect(screen.getByText('Showing 1–1 of 1 order')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps the first, last and neighbouring pages, filling a gap of one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});
