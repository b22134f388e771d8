import type { FocusMood } from "~/core/forms/focus";

export const MOOD_EMOJI: Record<FocusMood, string> = {
  sleepy: "😴",
  sad: "😟",
  neutral: "😐",
  "slight-smile": "🙂",
  smile: "😊",
  grin: "😁",
};

/** A duration as the timer shows it: 04:05, or 1:02:03 past an hour. */
export function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return hours ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
