// The dashboard's pieces: the range picker, the KPI tiles and a chart with its table alternative.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import { Table, type Column } from '@/components/table';
import { ChartCanvas, type ChartSeries } from './chart-canvas';
import { RANGE_PRESETS, isIsoDate, type DashboardRange, type RangePreset } from './dashboard-range';

type RangePickerProps = {
  range: DashboardRange;
  hubs: { id: number; name: string }[];
  onPreset: (preset: RangePreset) => void;
  onCustom: (from: string, to: string) => void;
  onHub: (hubId: number | undefined) => void;
};

/** Presets (7, 30, 90 days), a custom range and, when there is more than one, the hub. All of it lives in the URL. */
export function RangePicker({ range, hubs, onPreset, onCustom, onHub }: RangePickerProps) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string | null>(null);
  // A new range from the URL (a preset, the back button) shows in the date boxes.
  const [seen, setSeen] = useState(`${range.from}/${range.to}`);
  if (seen !== `${range.from}/${range.to}`) {
    setSeen(`${range.from}/${range.to}`);
    setFrom(range.from);
    setTo(range.to);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!isIsoDate(from) || !isIsoDate(to)) return setError('Enter both dates.');
    if (from > to) return setError('The end date must not be before the start date.');
    setError(null);
    onCustom(from, to);
  }

  return (
    <div className="dashboard-range">
      <div className="dashboard-range__presets" role="group" aria-label="Date range">
        {RANGE_PRESETS.map((preset) => (
          <Button key={preset} variant={range.preset === preset ? 'primary' : 'secondary'} aria-pressed={range.preset === preset} onClick={() => onPreset(preset)}>
            {preset} days
          </Button>
        ))}
      </div>
      <form className="dashboard-range__custom" aria-label="Custom range" onSubmit={submit} noValidate>
        <TextField label="From" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        <TextField label="To" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} error={error ?? undefined} />
        <Button type="submit" variant={range.preset === null ? 'primary' : 'secondary'}>
          Show range
        </Button>
      </form>
      {hubs.length > 1 ? (
        <SelectField
          className="dashboard-range__hub"
          label="Hub"
          placeholder="All hubs"
          options={hubs.map((hub) => ({ value: String(hub.id), label: hub.name }))}
          value={range.hubId === undefined ? '' : String(range.hubId)}
          onChange={(e) => onHub(e.target.value ? Number(e.target.value) : undefined)}
        />
      ) : null}
    </div>
  );
}

export type Kpi = { label: string; value: string; detail?: string };

export function KpiTiles({ items }: { items: Kpi[] }) {
  return (
    <ul className="dashboard-kpis" aria-label="Key figures">
      {items.map((item) => (
        <li key={item.label} className="dashboard-kpi">
          <span className="dashboard-kpi__label">{item.label}</span>
          <span className="dashboard-kpi__value">{item.value}</span>
          {item.detail ? <span className="dashboard-kpi__detail">{item.detail}</span> : null}
        </li>
      ))}
    </ul>
  );
}

type ChartFigureProps<T> = {
  title: string;
  /** Read by screen readers on the chart; the table below has every figure. */
  chartLabel: string;
  labels: string[];
  series: ChartSeries[];
  horizontal?: boolean;
  formatValue?: (value: number) => string;
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  empty: ReactNode;
};

/** A chart and, in a disclosure under it, the same figures as a table. */
export function ChartFigure<T>({ title, chartLabel, labels, series, horizontal, formatValue, rows, columns, rowKey, empty }: ChartFigureProps<T>) {
  const headingId = useId();
  return (
    <section className="dashboard-chart" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {rows.length === 0 ? (
        <p className="dashboard-chart__empty">{empty}</p>
      ) : (
        <>
          <div className="dashboard-chart__canvas">
            <ChartCanvas label={chartLabel} labels={labels} series={series} horizontal={horizontal} formatValue={formatValue} />
          </div>
          <details className="dashboard-chart__table">
            <summary>Show the figures as a table</summary>
            <Table caption={`${title}, as a table`} columns={columns} rows={rows} rowKey={rowKey} empty={empty} />
          </details>
        </>
      )}
    </section>
  );
}
