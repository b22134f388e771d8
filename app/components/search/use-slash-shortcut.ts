import { useEffect, useRef } from "react";

/** Whether a key press belongs to a field the reader is typing in. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT";
}

/** "/" anywhere on the page (but in a field being typed in) calls `onSlash`, as on many sites. */
export function useSlashShortcut(onSlash: () => void) {
  const latest = useRef(onSlash);
  useEffect(() => {
    latest.current = onSlash;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      if (typingIn(event.target)) return;
      event.preventDefault();
      latest.current();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
