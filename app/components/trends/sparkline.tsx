import { cn } from "~/app/components/ui/cn";

const WIDTH = 96;
const HEIGHT = 28;
const PAD = 2;

/**
 * A small line chart of daily counts, oldest first. It is an image to assistive technology, named
 * by `label` (the counts in words), so the numbers are never only in the drawing.
 */
export function Sparkline({
  values,
  label,
  className,
}: {
  values: number[];
  label: string;
  className?: string;
}) {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  const points = values.map(
    (value, index) => [PAD + index * step, HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD)] as const,
  );
  const line = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
  const last = points.at(-1);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className={cn("shrink-0 overflow-visible text-primary", className)}
      data-slot="sparkline"
    >
      <polyline
        points={`${PAD},${HEIGHT - PAD} ${line} ${WIDTH - PAD},${HEIGHT - PAD}`}
        fill="currentColor"
        opacity={0.12}
        stroke="none"
      />
      <polyline
        points={line}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {last ? <circle cx={last[0]} cy={last[1]} r={2.5} fill="currentColor" /> : null}
    </svg>
  );
}
