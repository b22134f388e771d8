/** Where "Open prompt" goes for an entry, on our own pages (relative) or in a mail (with the origin). */
export function calendarPromptPath(prompt: {
  promptId: number | null;
  lockerPromptId: string | null;
}): string {
  return prompt.promptId !== null
    ? `/prompt/${prompt.promptId}`
    : `/prompt-locker?edit=${prompt.lockerPromptId}`;
}

export function calendarMonthPath(day: string): string {
  return `/content-calendar?month=${day.slice(0, 7)}`;
}

/** The same place, from an entry's summary in a month's list. */
export function calendarSummaryPath(prompt: { source: "library" | "locker"; id: number | string }): string {
  return prompt.source === "library" ? `/prompt/${prompt.id}` : `/prompt-locker?edit=${prompt.id}`;
}
