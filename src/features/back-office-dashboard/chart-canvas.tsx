// The one place chart.js is imported: only the dashboard screen (a lazy back-office chunk) uses this file, and only
// the pieces its bar and line charts need are registered, so the rest of chart.js is left out of the bundle.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export type ChartSeries = { label: string; values: number[]; kind?: 'bar' | 'line' };

type ChartCanvasProps = {
  /** What the chart shows, for screen readers (the figures are in the table beside it). */
  label: string;
  labels: string[];
  series: ChartSeries[];
  /** Bars along the x axis (the default) or across, for long category names. */
  horizontal?: boolean;
  /** The tick labels of the value axis, e.g. rupees. */
  formatValue?: (value: number) => string;
};

// Colours of the design tokens (src/styles/global.css), with enough contrast on the white surface.
const COLOURS = ['#d0112b', '#1a5fd0', '#4b515a', '#0b7a3e'];

export function ChartCanvas({ label, labels, series, horizontal = false, formatValue }: ChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    // No 2D context (an old browser, a test DOM): the table alternative carries the figures alone.
    if (!element?.getContext('2d')) return undefined;
    const valueAxis = horizontal ? 'x' : 'y';
    const config: ChartConfiguration<'bar' | 'line'> = {
      type: 'bar',
      data: {
        labels,
        datasets: series.map((s, i) => ({
          type: s.kind ?? 'bar',
          label: s.label,
          data: s.values,
          backgroundColor: COLOURS[i % COLOURS.length],
          borderColor: COLOURS[i % COLOURS.length],
          pointRadius: 0,
        })),
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: series.length > 1, position: 'bottom' } },
        scales: {
          [valueAxis]: { beginAtZero: true, ticks: { precision: 0, ...(formatValue ? { callback: (value: string | number) => formatValue(Number(value)) } : {}) } },
        },
      },
    };
    const chart = new Chart(element, config);
    return () => chart.destroy();
  }, [labels, series, horizontal, formatValue]);

  return <canvas ref={canvas} role="img" aria-label={label} />;
}
