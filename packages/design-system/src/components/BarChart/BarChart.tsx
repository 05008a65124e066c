import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { historyChartMinimumBars, noData } from '@velo/domain';
import { cx } from '../../styles/cx.ts';
import { Button } from '../Button/Button.tsx';
import { estimateLabelWidth, labelStep, padSlots, valueTicks } from './barLayout.ts';
import * as styles from './BarChart.css.ts';

export interface BarChartDatum {
  /** As shown under the bar, e.g. "24/11", "13:00" or "Nov 2026"; labels may repeat (the hour of a DST day). */
  label: string;
  value: number;
}

export interface BarChartProps {
  /** The chart's accessible name and its table's caption, e.g. "All orders history". */
  title: string;
  data: readonly BarChartDatum[];
  /** What the values count, e.g. "Orders": the table's column and the tooltip's wording. */
  valueLabel: string;
  /** Empty slots pad a shorter series up to this many, so one bar is not a wall; 5 unless given. */
  minimumBars?: number;
  /** The table's header over the labels; "Period" unless given. */
  labelHeader?: string;
  /** How a label reads in the tooltip and the table, e.g. "13" as "13:00–13:59"; as given otherwise. */
  describeLabel?(label: string): string;
  /** Bars to set apart (the busiest hour): another colour, and `highlightText` above the bar when it is the only one. */
  highlighted?: readonly number[];
  highlightText?: string;
  /** The drawing's height in px; its width is the container's. */
  height?: number;
  className?: string;
}

const margin = { top: 24, bottom: 28, left: 8, right: 8 };
const valueFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const tooltipEdge = 72;

/**
 * Bars of values by label, as wide as their container. The labels under the bars thin out (every 2nd, 3rd …)
 * when they would touch. Hovering a bar, or moving to it with Tab and the arrow keys, shows its value in a
 * tooltip; "Show as table" gives every number as a table, for screen readers and anyone who prefers one.
 */
export function BarChart({
  title,
  data,
  valueLabel,
  minimumBars = historyChartMinimumBars,
  labelHeader = 'Period',
  describeLabel = (label) => label,
  highlighted = [],
  highlightText,
  height = 240,
  className,
}: BarChartProps) {
  const { parentRef, width } = useParentSize({ debounceTime: 50 });
  const [active, setActive] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const [isTableShown, setTableShown] = useState(false);
  const tableId = useId();
  const plotRef = useRef<SVGSVGElement>(null);

  if (data.length === 0) {
    return (
      <figure aria-label={title} className={cx(styles.chart, className)}>
        <p className={styles.noData}>{noData}</p>
      </figure>
    );
  }

  const slots = padSlots(data, minimumBars);
  const largest = Math.max(0, ...data.map((datum) => datum.value));
  const isCount = data.every((datum) => Number.isInteger(datum.value));
  const valueScale = scaleLinear<number>({ domain: [0, Math.max(largest, isCount ? 1 : 0.01)], nice: true });
  const ticks = valueTicks(valueScale.ticks(4), isCount);
  const axisWidth = Math.max(...ticks.map((tick) => estimateLabelWidth(valueFormat.format(tick)))) + 8;
  const lastLabelOverhang = estimateLabelWidth(data[data.length - 1]!.label) / 2;
  const left = margin.left + axisWidth;
  const innerWidth = Math.max(0, width - left - margin.right - Math.max(0, lastLabelOverhang - 8));
  const innerHeight = height - margin.top - margin.bottom;
  valueScale.range([innerHeight, 0]);
  const slotScale = scaleBand<number>({ domain: slots.map((_, index) => index), range: [0, innerWidth], padding: 0.2 });
  const step = labelStep(
    data.map((datum) => datum.label),
    slotScale.step(),
  );
  const highlightedSet = new Set(highlighted);
  const describe = (index: number) =>
    `${describeLabel(data[index]!.label)}, ${valueLabel}: ${valueFormat.format(data[index]!.value)}`;

  const focusBar = (index: number) => {
    const next = Math.min(data.length - 1, Math.max(0, index));
    setFocusIndex(next);
    plotRef.current?.querySelector<SVGElement>(`[data-bar-index="${next}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: data.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusBar(moves[event.key]!);
    } else if (event.key === 'Escape') {
      setActive(null);
    }
  };

  // New data (another period) may have fewer bars than the one still under the pointer.
  const tooltip = active === null || active >= data.length ? null : tooltipPosition(active);
  function tooltipPosition(index: number) {
    const x = left + (slotScale(index) ?? 0) + slotScale.bandwidth() / 2;
    const y = margin.top + valueScale(data[index]!.value);
    const align = x < tooltipEdge ? 'start' : x > width - tooltipEdge ? 'end' : 'center';
    return { index, x, y, align } as const;
  }

  return (
    <figure aria-label={title} className={cx(styles.chart, className)}>
      <div className={styles.toolbar}>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={isTableShown}
          aria-controls={isTableShown ? tableId : undefined}
          onPress={() => setTableShown((shown) => !shown)}
        >
          {isTableShown ? 'Hide table' : 'Show as table'}
        </Button>
      </div>
      <div ref={parentRef} className={styles.plot} style={{ height }}>
        {width > 0 && (
          <svg
            ref={plotRef}
            width={width}
            height={height}
            className={styles.drawing}
            aria-label={`${title}, ${valueLabel} by ${labelHeader.toLowerCase()}`}
            role="group"
          >
            {ticks.map((tick) => (
              <g key={tick} aria-hidden="true">
                <line
                  x1={left}
                  x2={left + innerWidth}
                  y1={margin.top + valueScale(tick)}
                  y2={margin.top + valueScale(tick)}
                  className={tick === 0 ? styles.baseline : styles.gridLine}
                />
                <text x={left - 8} y={margin.top + valueScale(tick)} dy="0.32em" textAnchor="end" className={styles.axisText}>
                  {valueFormat.format(tick)}
                </text>
              </g>
            ))}
            {slots.map((slot, index) => {
              const x = left + (slotScale(index) ?? 0);
              const band = slotScale.bandwidth();
              if (slot.value === null) return null;
              const barTop = margin.top + valueScale(slot.value);
              const isHighlighted = highlightedSet.has(index);
              return (
                <g key={index}>
                  <Bar
                    x={x}
                    y={barTop}
                    width={band}
                    height={margin.top + innerHeight - barTop}
                    className={cx(styles.bar, isHighlighted && styles.highlightedBar, active === index && styles.activeBar)}
                    aria-hidden="true"
                  />
                  {/* Tied bars share the colour and the table's word: labels over several bars would run into each other. */}
                  {isHighlighted && highlightText && highlighted.length === 1 && (
                    <text x={x + band / 2} y={barTop - 6} textAnchor="middle" className={styles.highlightText} aria-hidden="true">
                      {highlightText}
                    </text>
                  )}
                  {index % step === 0 && (
                    <text
                      x={x + band / 2}
                      y={margin.top + innerHeight + 18}
                      textAnchor="middle"
                      className={styles.axisText}
                      aria-hidden="true"
                      data-axis-label=""
                    >
                      {slot.label}
                    </text>
                  )}
                  {/* The whole slot's height takes the pointer and the focus, so a short bar is as easy to reach. */}
                  <rect
                    x={x - (slotScale.step() - band) / 2}
                    y={margin.top}
                    width={slotScale.step()}
                    height={innerHeight}
                    className={styles.hitArea}
                    data-bar-index={index}
                    role="img"
                    aria-label={describe(index)}
                    tabIndex={index === Math.min(focusIndex, data.length - 1) ? 0 : -1}
                    onMouseEnter={() => setActive(index)}
                    onMouseLeave={() => setActive((current) => (current === index ? null : current))}
                    onFocus={() => {
                      setFocusIndex(index);
                      setActive(index);
                    }}
                    onBlur={() => setActive((current) => (current === index ? null : current))}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  />
                </g>
              );
            })}
          </svg>
        )}
        {tooltip && (
          <div className={styles.tooltip[tooltip.align]} style={{ left: tooltip.x, top: tooltip.y }} aria-hidden="true">
            <span className={styles.tooltipLabel}>{describeLabel(data[tooltip.index]!.label)}</span>
            <span>
              {valueLabel}: <strong>{valueFormat.format(data[tooltip.index]!.value)}</strong>
            </span>
          </div>
        )}
      </div>
      {isTableShown && (
        <div className={styles.tableScroller}>
          <table id={tableId} className={styles.table}>
            <caption className={styles.caption}>{title}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.headerCell}>
                  {labelHeader}
                </th>
                <th scope="col" className={styles.numberHeaderCell}>
                  {valueLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((datum, index) => (
                <tr key={index}>
                  <th scope="row" className={styles.labelCell}>
                    {describeLabel(datum.label)}
                    {highlightedSet.has(index) && highlightText && ` (${highlightText})`}
                  </th>
                  <td className={styles.numberCell}>{valueFormat.format(datum.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
