import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar, type FilterControl } from './filter-bar';

const controls: FilterControl[] = [
  { kind: 'search', name: 'q', label: 'Search orders' },
  { kind: 'select', name: 'status', label: 'Status', placeholder: 'Any status', options: [{ value: 'paid', label: 'Paid' }] },
  { kind: 'date-range', label: 'Ordered', from: 'from', to: 'to' },
];

function renderBar(values: Record<string, string> = {}, resultText: string | null = '134 orders') {
  const onChange = vi.fn();
  const onClear = vi.fn();
  const view = render(<FilterBar label="Filter orders" controls={controls} values={values} onChange={onChange} onClear={onClear} resultText={resultText} />);
  return { onChange, onClear, ...view };
}

describe('FilterBar', () => {
  it('is a named search form that submits a select and a date at once and the search box on Enter', async () => {
    const user = userEvent.setup();
    const { onChange } = renderBar();
    expect(screen.getByRole('search', { name: 'Filter orders' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'paid');
    expect(onChange).toHaveBeenLastCalledWith({ status: 'paid' });
    expect(screen.getByRole('group', { name: 'Ordered' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-01' });
    onChange.mockClear();
    await user.type(screen.getByLabelText('Search orders'), '  BK-12 ');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ q: 'BK-12' });
  });

  it('shows the result count, and Clear filters only while a filter is set', async () => {
    const user = userEvent.setup();
    const { onClear, rerender } = renderBar();
    expect(screen.getByText('134 orders', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    rerender(<FilterBar label="Filter orders" controls={controls} values={{ to: '2026-03-31', q: 'asha' }} onChange={vi.fn()} onClear={onClear} />);
    expect(screen.getByLabelText('Search orders')).toHaveValue('asha');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    rerender(<FilterBar label="Filter orders" controls={controls} values={{}} onChange={vi.fn()} onClear={onClear} />);
    expect(screen.getByLabelText('Search orders')).toHaveValue('');
  });
});
