/** Selects a range of the textarea and brings it into view, leaving the focus there. */
export function selectInTextarea(textarea: HTMLTextAreaElement, start: number, end: number) {
  textarea.focus();
  textarea.setSelectionRange(start, end);
  // Scrolls the selection into view: setSelectionRange alone does not in every browser.
  const line = textarea.value.slice(0, start).split("\n").length - 1;
  const lineHeight = Number.parseFloat(getComputedStyle(textarea).lineHeight) || 20;
  textarea.scrollTop = Math.max(0, line * lineHeight - textarea.clientHeight / 3);
}
