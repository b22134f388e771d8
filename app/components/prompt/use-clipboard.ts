import { useCallback, useEffect, useRef, useState } from "react";

/** Copy feedback lasts 3 s, on every copy button. */
export const COPY_FEEDBACK_MS = 3_000;

export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Insecure contexts and old browsers: fall back to a selection copy, which moves the focus to
    // a hidden field for a moment; it goes back to where the member was (the copy button).
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    focused?.focus({ preventScroll: true });
    return copied;
  }
}

/** `copied` is true for 3 s after a successful copy. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    const ok = await writeClipboard(text);
    if (ok) {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    }
    return ok;
  }, []);

  return { copied, copy };
}
