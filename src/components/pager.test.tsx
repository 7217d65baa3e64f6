import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Pager, pageWindow } from './pager';

const href = (p: number) => (p > 1 ? `/list?status=new&page=${p}` : '/list?status=new');
const renderPager = (page: number, total: number, totalCapped?: boolean) =>
  render(
    <MemoryRouter>
      <Pager page={page} pageSize={20} total={total} totalCapped={totalCapped} hrefFor={href} noun={{ one: 'order', other: 'orders' }} />
    </MemoryRouter>,
  );
const pageLinks = () => screen.getAllByRole('link', { name: /^Page / }).map((a) => a.textContent);

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

  it('says "10,000+" when the count was capped, links the page after it and no last page', () => {
    renderPager(3, 10_000, true);
    expect(screen.getByText('Showing 41–60 of 10,000+ orders')).toBeInTheDocument();
    expect(pageLinks()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4']);
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/list?status=new&page=4');
  });

  it('still goes on at the end of a capped count: the page holding the next row is linked', () => {
    renderPager(500, 10_000, true);
    expect(screen.getByText('Showing 9,981–10,000 of 10,000+ orders')).toBeInTheDocument();
    expect(pageLinks()).toEqual(['Page 1', 'Page 499', 'Page 500', 'Page 501']);
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/list?status=new&page=501');
  });

  it('keeps the first, last and neighbouring pages, filling a gap of one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
    expect(pageWindow(5, 10, false)).toEqual([1, null, 4, 5, 6]);
    expect(pageWindow(9, 10, false)).toEqual([1, null, 8, 9, 10]);
  });
});
