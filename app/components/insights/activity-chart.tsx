import { BarChart } from "chartist";
import { useEffect, useRef } from "react";
import "./activity-chart.css";

export interface ActivitySeries {
  /** one label per day, oldest first */
  labels: string[];
  series: { key: "copies" | "uses" | "favorites" | "ai"; name: string; values: number[] }[];
}

/**
 * Stacked bars of a member's daily activity, drawn by chartist (SVG) in the browser. The drawing is
 * hidden from assistive technology: the page gives the same numbers as a table (ActivityTable).
 * Loaded lazily, so chartist ships with /analytics only.
 */
export default function ActivityChart({ data }: { data: ActivitySeries }) {
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!target.current) return;
    const days = data.labels.length;
    // About one date label per 100 px: six on a desktop, three on a phone.
    const every = Math.ceil(days / Math.max(2, Math.min(6, Math.floor(target.current.clientWidth / 100))));
    const chart = new BarChart(
      target.current,
      {
        labels: data.labels,
        series: data.series.map((entry) => ({
          name: entry.name,
          className: `series-${entry.key}`,
          data: entry.values,
        })),
      },
      {
        stackBars: true,
        height: 220,
        // Room on the right for the last date label, which is centred under the last bar.
        chartPadding: { top: 12, right: 28, bottom: 4, left: 0 },
        axisX: {
          showGrid: false,
          labelInterpolationFnc: (value: unknown, index: number) =>
            (days - 1 - index) % every === 0 ? String(value) : null,
        },
        axisY: { onlyInteger: true, low: 0 },
      },
    );
    return () => {
      chart.detach();
    };
  }, [data]);
  const width = data.labels.length > 45 ? "4px" : "10px";
  return (
    <div
      className="activity-chart"
      style={{ "--bar-width": width } as React.CSSProperties}
      aria-hidden="true"
    >
      <div ref={target} data-testid="activity-chart" className="min-h-[220px]" />
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {data.series.map((entry) => (
          <li key={entry.key} className="flex items-center gap-1.5">
            <span className={`swatch-${entry.key} inline-block size-3 rounded-sm`} /> {entry.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
