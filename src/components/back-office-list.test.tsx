import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BackOfficeList, type BackOfficeListProps } from './back-office-list';

type Row = { id: number; name: string };

const params = {
  filters: { q: '' },
  filtered: false,
  sort: 'name',
  setFilters: vi.fn(),
  setSort: vi.fn(),
  clearFilters: vi.fn(),
  hrefForPage: (p: number) => `/things?page=${p}`,
};

function renderList(overrides: Partial<BackOfficeListProps<Row>> = {}) {
  const props: BackOfficeListProps<Row> = {
    seo: { title: 'Things', description: 'Every thing.', path: '/things' },
    filter: { label: 'Filter things', controls: [{ kind: 'search', name: 'q', label: 'Search things' }] },
    params,
    list: { data: { data: [{ id: 1, name: 'Bolt' }], page: 1, pageSize: 20, total: 1 }, loading: false, status: 'succeeded', error: null },
    onRetry: vi.fn(),
    loadErrorTitle: 'We could not load the things.',
    table: {
      caption: 'Things',
      columns: [{ id: 'name', header: 'Name', rowHeader: true, cell: (r) => r.name }],
      rowKey: (r) => r.id,
      noun: { one: 'thing', other: 'things' },
      empty: { filtered: 'No things match.', none: 'No things yet.' },
    },
    ...overrides,
  };
  return render(
    <HelmetProvider>
      <MemoryRouter>
        <BackOfficeList {...props} />
      </MemoryRouter>
    </HelmetProvider>,
  );
}

describe('BackOfficeList', () => {
  it('shows the heading, the filter bar with its count, the export and the rows', async () => {
    const download = vi.fn();
    renderList({ intro: <p>A note</p>, csv: { busy: false, error: null, download, label: 'Download CSV', errorTitle: 'Export failed.' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeInTheDocument();
    expect(screen.getByText('A note')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filter things' })).toBeInTheDocument();
    expect(screen.getByText('1 thing')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Bolt' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(download).toHaveBeenCalledOnce();
  });

  it('says when the export fails and, instead of the table, when the list cannot load', async () => {
    const onRetry = vi.fn();
    renderList({
      onRetry,
      list: { data: null, loading: false, status: 'failed', error: 'Server down' },
      csv: { busy: false, error: 'No network', download: vi.fn(), label: 'Export CSV', errorTitle: 'The export failed.' },
    });
    expect(screen.getByText('The export failed.')).toBeInTheDocument();
    expect(screen.getByText('We could not load the things.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('counts "10,000+" when the server stopped counting, and pages on from there', () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Thing ${i + 1}` }));
    renderList({ list: { data: { data: rows, page: 1, pageSize: 20, total: 10_000, totalCapped: true }, loading: false, status: 'succeeded', error: null } });
    expect(screen.getByText('10,000+ things')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–20 of 10,000+ things')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/things?page=2');
    expect(screen.queryByRole('link', { name: 'Page 501' })).not.toBeInTheDocument();
  });

  it('puts head actions beside the h1 and has no export button without csv', () => {
    renderList({ head: { className: 'head', actions: <button type="button">Act</button> } });
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveClass('head');
    expect(screen.getByRole('button', { name: 'Act' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /CSV/ })).not.toBeInTheDocument();
  });
});
