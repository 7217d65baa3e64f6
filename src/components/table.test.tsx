import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table, type Column } from './table';

type Row = { id: number; name: string; city: string };
const columns: Column<Row>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', rowHeader: true, cell: (r) => r.name },
  { id: 'city', header: 'City', cell: (r) => r.city },
];
const rows: Row[] = [
  { id: 1, name: 'Asha', city: 'Pune' },
  { id: 2, name: 'Ravi', city: 'Agra' },
];

function renderTable(props: Partial<Parameters<typeof Table<Row>>[0]> = {}) {
  return render(<Table caption="People" columns={columns} rows={rows} rowKey={(r) => r.id} empty="Nobody here." {...props} />);
}

describe('Table', () => {
  it('renders a named, focusable region with one row per item and a label per cell', () => {
    renderTable();
    const region = screen.getByRole('region', { name: 'People' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Asha' })).toHaveAttribute('data-label', 'Name');
    expect(within(table).getByRole('cell', { name: 'Agra' })).toHaveAttribute('data-label', 'City');
  });

  it('sorts from a button in the header: aria-sort follows the sort and the callback gets the next one', async () => {
    const onSortChange = vi.fn();
    const { rerender } = renderTable({ sort: '-created', onSortChange });
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'City' })).queryByRole('button')).toBeNull();

    await userEvent.click(within(header).getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('name');

    rerender(<Table caption="People" columns={columns} rows={rows} rowKey={(r) => r.id} empty="Nobody here." sort="name" onSortChange={onSortChange} />);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith('-name');

    rerender(<Table caption="People" columns={columns} rows={rows} rowKey={(r) => r.id} empty="Nobody here." sort="-name" onSortChange={onSortChange} />);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith('name');
  });

  it('shows the caller’s message in an empty row', () => {
    renderTable({ rows: [] });
    const row = screen.getAllByRole('row')[1];
    expect(row).toHaveTextContent('Nobody here.');
    expect(within(row as HTMLElement).getByRole('cell')).toHaveAttribute('colspan', '2');
  });

  it('shows a loading row while the first rows load, and keeps rows (busy) while new ones load', () => {
    const { rerender } = renderTable({ rows: [], loading: true, loadingLabel: 'Loading people' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading people…');
    expect(screen.queryByText('Nobody here.')).not.toBeInTheDocument();
    rerender(<Table caption="People" columns={columns} rows={rows} rowKey={(r) => r.id} empty="Nobody here." loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('rowheader', { name: 'Asha' })).toBeInTheDocument();
  });
});
