/**
 * Tells the server a prompt was copied, shared or used (it feeds "popular"). Fire and forget:
 * recording must never slow or break what the user did.
 */
export function recordPromptEvent(promptId: number, kind: "copy" | "share" | "use") {
  try {
    void fetch(`/api/v1/prompts/${promptId}/events`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ kind }),
      keepalive: true,
    }).catch(() => {});
  } catch {
    // an old browser without keepalive: not worth bothering the user
  }
}
