import { Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/**
 * The cockpit's two charts drawn as plain SVG: a chart library cost the dashboard 126 KB of
 * JavaScript (gzip) for two charts. Each is drawn at its box's width in CSS pixels (so its text
 * stays 11 px on a phone and a wide screen); a hovered point or bar names its value (a native
 * tooltip), and the chart's name and totals are its accessible name.
 */

const H = 220;
const PAD = { top: 10, right: 12, bottom: 26, left: 56 };
const PLOT_H = H - PAD.top - PAD.bottom;
/** Room an x label needs (px), so labels never touch. */
const LABEL_ROOM = 64;

/** The width of the element `ref` points at, following it as it resizes. */
function useWidth(initial = 600) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(200, Math.floor(entry.contentRect.width)));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** A round top for the y axis (1, 2 or 5 times a power of ten, over the largest value) and its 4 ticks. */
function axisOf(max: number) {
  if (max <= 0) return { top: 4, ticks: [0, 1, 2, 3, 4] };
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  return { top: step * 4, ticks: [0, 1, 2, 3, 4].map((i) => i * step) };
}

const yOf = (value: number, top: number) => PAD.top + PLOT_H - (value / top) * PLOT_H;

function YAxis({
  ticks,
  top,
  format,
  width,
}: {
  ticks: number[];
  top: number;
  format(v: number): string;
  width: number;
}) {
  return (
    <g>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={PAD.left}
            x2={width - PAD.right}
            y1={yOf(tick, top)}
            y2={yOf(tick, top)}
            stroke="var(--mantine-color-gray-3)"
            strokeDasharray={tick === 0 ? undefined : '3 3'}
          />
          <text x={PAD.left - 6} y={yOf(tick, top) + 4} textAnchor="end" fontSize={11} fill="currentColor">
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

const SVG_STYLE = { display: 'block', color: 'var(--mantine-color-dimmed)' };

export interface AreaPoint {
  label: string;
  /** The point's own words (its tooltip): '27 Nov: ₹1,200.00'. */
  title: string;
  value: number;
}

/** One series over time, filled below its line; as many x labels as fit. */
export function AreaChartSvg({
  points,
  label,
  color,
  format,
}: {
  points: AreaPoint[];
  label: string;
  color: string;
  format(value: number): string;
}) {
  const { ref, width } = useWidth();
  const plotW = width - PAD.left - PAD.right;
  const { top, ticks } = axisOf(Math.max(0, ...points.map((p) => p.value)));
  const step = points.length > 1 ? plotW / (points.length - 1) : 0;
  const labelEvery = Math.max(1, Math.ceil(LABEL_ROOM / Math.max(step, 1)));
  const last = points.length - 1;
  // The last label always shows; one that would crowd it gives way.
  const labelled = (i: number) => i === last || (i % labelEvery === 0 && last - i >= labelEvery);
  const xOf = (i: number) => PAD.left + i * step;
  const line = points.map((p, i) => `${xOf(i).toFixed(1)},${yOf(p.value, top).toFixed(1)}`).join(' ');
  const base = yOf(0, top);
  return (
    <div ref={ref}>
      <svg
        viewBox={`0 0 ${width} ${H}`}
        width={width}
        height={H}
        style={SVG_STYLE}
        role="img"
        aria-label={label}
      >
        <title>{label}</title>
        <YAxis ticks={ticks} top={top} format={format} width={width} />
        {points.length > 1 ? (
          <>
            <polygon
              points={`${xOf(0)},${base} ${line} ${xOf(points.length - 1)},${base}`}
              fill={color}
              fillOpacity={0.15}
            />
            <polyline points={line} fill="none" stroke={color} strokeWidth={2} />
          </>
        ) : null}
        {points.map((p, i) => (
          <g key={p.label}>
            {/* A column the width of a step catches the pointer; its title is the tooltip. */}
            <rect
              x={xOf(i) - step / 2}
              y={PAD.top}
              width={Math.max(step, 1)}
              height={PLOT_H}
              fill="transparent"
            >
              <title>{p.title}</title>
            </rect>
            {labelled(i) ? (
              <text
                x={xOf(i)}
                y={H - 8}
                textAnchor={i === 0 ? 'start' : i === last ? 'end' : 'middle'}
                fontSize={11}
                fill="currentColor"
              >
                {p.label}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
    </div>
  );
}

export interface BarGroup {
  label: string;
  values: number[];
  /** Each bar's tooltip, in the series' order. */
  titles: string[];
}

/** Side-by-side bars per group (a month), with a legend of the series. */
export function BarChartSvg({
  groups,
  series,
  label,
}: {
  groups: BarGroup[];
  series: { name: string; color: string }[];
  label: string;
}) {
  const { ref, width } = useWidth();
  const plotW = width - PAD.left - PAD.right;
  const { top, ticks } = axisOf(Math.max(0, ...groups.flatMap((g) => g.values)));
  const slot = groups.length > 0 ? plotW / groups.length : plotW;
  // Labels every so many groups, counted back from the newest, so the newest is always named.
  const labelEvery = Math.max(1, Math.ceil((LABEL_ROOM * 0.7) / slot));
  const barW = Math.max(2, (slot * 0.7) / Math.max(series.length, 1));
  const base = yOf(0, top);
  return (
    <div ref={ref}>
      <svg
        viewBox={`0 0 ${width} ${H}`}
        width={width}
        height={H}
        style={SVG_STYLE}
        role="img"
        aria-label={label}
      >
        <title>{label}</title>
        <YAxis ticks={ticks} top={top} format={String} width={width} />
        {groups.map((g, gi) => {
          const left = PAD.left + gi * slot + (slot - barW * series.length) / 2;
          return (
            <g key={g.label}>
              {g.values.map((v, si) => {
                const y = yOf(v, top);
                return (
                  <rect
                    key={series[si]?.name ?? si}
                    x={left + si * barW}
                    y={y}
                    width={barW - 1}
                    height={Math.max(0, base - y)}
                    fill={series[si]?.color}
                  >
                    <title>{g.titles[si]}</title>
                  </rect>
                );
              })}
              {(groups.length - 1 - gi) % labelEvery === 0 ? (
                <text
                  x={PAD.left + gi * slot + slot / 2}
                  y={H - 8}
                  textAnchor="middle"
                  fontSize={11}
                  fill="currentColor"
                >
                  {g.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <Group gap="md" justify="center" mt={4}>
        {series.map((s) => (
          <Group key={s.name} gap={6}>
            <span
              aria-hidden="true"
              style={{ width: 10, height: 10, borderRadius: 2, background: s.color, display: 'inline-block' }}
            />
            <Text size="xs">{s.name}</Text>
          </Group>
        ))}
      </Group>
    </div>
  );
}

/** A round axis for values on both sides of zero: its top, its bottom (0 or below) and its ticks. */
function signedAxisOf(values: number[]) {
  const up = Math.max(0, ...values);
  const down = Math.max(0, ...values.map((v) => -v));
  if (down === 0) {
    const { top, ticks } = axisOf(up);
    return { top, bottom: 0, ticks };
  }
  // One step for both sides, so the gridlines are evenly spaced through zero.
  const { top: span } = axisOf(Math.max(up, down) * 2);
  const step = span / 4;
  const top = Math.ceil(up / step) * step;
  const bottom = -Math.max(step, Math.ceil(down / step) * step);
  const ticks: number[] = [];
  for (let v = bottom; v <= top + step / 2; v += step) ticks.push(v);
  return { top, bottom, ticks };
}

/**
 * One bar per month above or below zero (a profit or a loss), each its own colour, the newest
 * always labelled.
 */
export function SignedBarsSvg({
  bars,
  label,
  format,
  colors,
}: {
  bars: BarGroup[];
  label: string;
  format(value: number): string;
  colors: { up: string; down: string };
}) {
  const { ref, width } = useWidth();
  const plotW = width - PAD.left - PAD.right;
  const values = bars.map((b) => b.values[0] ?? 0);
  const { top, bottom, ticks } = signedAxisOf(values);
  const range = top - bottom || 1;
  const y = (v: number) => PAD.top + ((top - v) / range) * PLOT_H;
  const slot = bars.length > 0 ? plotW / bars.length : plotW;
  const labelEvery = Math.max(1, Math.ceil((LABEL_ROOM * 0.7) / slot));
  const barW = Math.max(2, slot * 0.6);
  return (
    <div ref={ref}>
      <svg
        viewBox={`0 0 ${width} ${H}`}
        width={width}
        height={H}
        style={SVG_STYLE}
        role="img"
        aria-label={label}
      >
        <title>{label}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke={tick === 0 ? 'var(--mantine-color-gray-6)' : 'var(--mantine-color-gray-3)'}
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="currentColor">
              {format(tick)}
            </text>
          </g>
        ))}
        {bars.map((b, i) => {
          const v = b.values[0] ?? 0;
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <g key={b.label}>
              <rect
                x={x}
                y={Math.min(y(v), y(0))}
                width={barW}
                height={Math.abs(y(v) - y(0))}
                fill={v < 0 ? colors.down : colors.up}
              >
                <title>{b.titles[0]}</title>
              </rect>
              {(bars.length - 1 - i) % labelEvery === 0 ? (
                <text x={x + barW / 2} y={H - 8} textAnchor="middle" fontSize={11} fill="currentColor">
                  {b.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
