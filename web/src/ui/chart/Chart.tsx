/**
 * The one chart of the app (COMMON decision 4): a small dependency-free SVG. `BarChart` draws one set of
 * values (e.g. the ratings of the rubric's competencies); `LineChart` draws series across attempts, where
 * `null` is a gap, never a zero. Both are role="img" with an aria-label and a visually hidden table of the
 * values, so a screen reader gets the numbers.
 */
import type { ReactNode } from 'react';
import './chart.css';

export interface Bar {
  label: string;
  value: number;
}

export interface ChartProps {
  /** What the chart shows, read by screen readers. */
  label: string;
  /** The scale's bounds (e.g. 1–5). */
  min: number;
  max: number;
  /** Labels of the value column of the hidden table. */
  valueHeader: string;
}

interface ValueRow {
  label: string;
  cells: Array<number | string>;
}

/** The values a chart draws, as a table only screen readers get: a header row, then one row per label. */
function ValuesTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: ValueRow[] }) {
  return (
    // A table ignores width: 1px, so the visually hidden box is a div around it.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A chart's frame: the drawing as one accessible image, an optional visible key, the hidden table of values.
 */
function ChartFigure({
  label,
  width = WIDTH,
  height,
  testId,
  table,
  legend,
  children,
}: {
  label: string;
  width?: number;
  height: number;
  testId: string;
  table: { columns: string[]; rows: ValueRow[] };
  legend?: ReactNode;
  children: ReactNode;
}) {
  return (
    <figure className="chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={label}
        className={width === WIDTH ? 'chart-svg' : 'chart-svg chart-svg-narrow'}
        data-testid={testId}
      >
        {children}
      </svg>
      {legend}
      <ValuesTable caption={label} columns={table.columns} rows={table.rows} />
    </figure>
  );
}

/** Where a value lies between min and max, from 0 to 1 (clamped). */
const fraction = (value: number, min: number, max: number) =>
  (Math.min(max, Math.max(min, value)) - min) / (max - min || 1);

const WIDTH = 560;
const BAR_WIDTH = 340;
const BAR_ROW = 46;

/**
 * Bars with their label above each one, in a narrow drawing (BAR_WIDTH user units, drawn at most that wide): its
 * text keeps its size on a 390 px phone, where a wide drawing scaled down left labels of about 7 px.
 * `step`: the distance between grid lines (1 unless said: counts up to hundreds want a coarser grid).
 */
export function BarChart({
  label,
  min,
  max,
  valueHeader,
  bars,
  step = 1,
}: ChartProps & { bars: Bar[]; step?: number }) {
  const height = bars.length * BAR_ROW + 20;
  const plot = BAR_WIDTH - 36;
  const x = (value: number) => fraction(value, min, max) * plot;
  const ticks = Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, index) => min + index * step);
  return (
    <ChartFigure
      label={label}
      width={BAR_WIDTH}
      height={height}
      testId="bar-chart"
      table={{
        columns: ['Elemento', valueHeader],
        rows: bars.map((bar) => ({ label: bar.label, cells: [bar.value] })),
      }}
    >
      {ticks.map((tick) => (
        <g key={tick} className="chart-grid">
          <line x1={x(tick)} x2={x(tick)} y1={0} y2={height - 18} />
          <text x={Math.max(4, x(tick))} y={height - 4} textAnchor="middle">
            {tick}
          </text>
        </g>
      ))}
      {bars.map((bar, index) => (
        <g key={bar.label} className="chart-bar">
          <text x={0} y={index * BAR_ROW + 14} className="chart-label">
            {bar.label}
          </text>
          <rect
            x={0}
            y={index * BAR_ROW + 20}
            width={Math.max(2, x(bar.value))}
            height={16}
            rx={4}
            className={`chart-fill level-${Math.round(bar.value)}`}
          />
          <text x={x(bar.value) + 6} y={index * BAR_ROW + 33} className="chart-value">
            {bar.value}
          </text>
        </g>
      ))}
    </ChartFigure>
  );
}

export interface Series {
  label: string;
  /** One value per attempt; null where the attempt has none (a gap in the line). */
  values: Array<number | null>;
}

export function LineChart({
  label,
  min,
  max,
  valueHeader,
  attempts,
  series,
  legend = false,
}: ChartProps & {
  attempts: string[];
  series: Series[];
  /** A visible key of the series' colours (for more than one series). */ legend?: boolean;
}) {
  const height = 220;
  const left = 36;
  const plotWidth = WIDTH - left - 16;
  const plotHeight = height - 40;
  const x = (index: number) =>
    left + (attempts.length <= 1 ? plotWidth / 2 : (index / (attempts.length - 1)) * plotWidth);
  const y = (value: number) => 10 + plotHeight - fraction(value, min, max) * plotHeight;
  /** Path segments that break at every null. */
  const segments = (values: Array<number | null>) => {
    const out: string[] = [];
    let current = '';
    values.forEach((value, index) => {
      if (value === null) {
        if (current) out.push(current);
        current = '';
      } else current += `${current ? 'L' : 'M'}${x(index)},${y(value)}`;
    });
    if (current) out.push(current);
    return out;
  };
  return (
    <ChartFigure
      label={label}
      height={height}
      testId="line-chart"
      table={{
        columns: [valueHeader, ...attempts],
        rows: series.map((item) => ({ label: item.label, cells: item.values.map((value) => value ?? '—') })),
      }}
      legend={
        legend && (
          <ul className="chart-legend" aria-hidden="true">
            {series.map((item, seriesIndex) => (
              <li key={item.label} className={`chart-line series-${seriesIndex % 6}`}>
                <svg viewBox="0 0 10 10" className="chart-swatch">
                  <circle cx={5} cy={5} r={4} />
                </svg>
                {item.label}
              </li>
            ))}
          </ul>
        )
      }
    >
      {attempts.map((attempt, index) => (
        <text key={attempt} x={x(index)} y={height - 8} textAnchor="middle" className="chart-grid">
          {attempt}
        </text>
      ))}
      {series.map((item, seriesIndex) => (
        <g key={item.label} className={`chart-line series-${seriesIndex % 6}`}>
          {segments(item.values).map((d) => (
            <path key={d} d={d} fill="none" />
          ))}
          {item.values.map((value, index) =>
            value === null ? null : <circle key={index} cx={x(index)} cy={y(value)} r={4} />,
          )}
        </g>
      ))}
    </ChartFigure>
  );
}
