import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { getConfig } from "~/server/config.server";

/** The client's address: the socket's, or the first X-Forwarded-For hop when TRUST_PROXY=true. */
export function clientAddress(c: Context): string {
  if (getConfig().trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
