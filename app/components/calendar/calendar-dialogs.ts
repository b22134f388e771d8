// What the calendar shows only when the member acts (a day's sheet, an entry, the question about a
// day that has passed): one chunk, loaded by deferred-dialogs.ts after the month is on screen.
export { DaySheet } from "./day-sheet";
export { EntryDialog } from "./entry-dialog";
export { PastDayDialog } from "./past-day";
