/** Where "Open prompt" goes for an entry, on our own pages (relative) or in a mail (with the origin). */
export function calendarPromptPath(prompt: { promptId: number | null; lockerPromptId: string | null }): string {
  return prompt.promptId !== null ? `/prompt/${prompt.promptId}` : `/prompt-locker?edit=${prompt.lockerPromptId}`;
}

export function calendarMonthPath(day: string): string {
  return `/content-calendar?month=${day.slice(0, 7)}`;
}
