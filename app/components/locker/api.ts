/** The locker page's calls to /api/v1/locker: the answer's JSON, or the server's message. */
export type LockerAnswer<T> = { ok: true; data: T } | { ok: false; status: number; error: string; issues?: { path: (string | number)[]; message: string }[] };

export async function lockerRequest<T>(path: string, init: { method?: string; body?: unknown; raw?: { text: string; type: string } } = {}): Promise<LockerAnswer<T>> {
  try {
    const response = await fetch(`/api/v1/locker${path}`, {
      method: init.method ?? "GET",
      headers: init.raw ? { "content-type": init.raw.type } : init.body !== undefined ? { "content-type": "application/json" } : undefined,
      body: init.raw ? init.raw.text : init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    const text = await response.text();
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (!response.ok) {
      return {
        ok: false,
        status: response.status,
        error: typeof json.error === "string" ? json.error : `HTTP ${response.status}`,
        issues: Array.isArray(json.issues) ? (json.issues as { path: (string | number)[]; message: string }[]) : undefined,
      };
    }
    return { ok: true, data: json as T };
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof Error ? error.message : String(error) };
  }
}
