import { createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getConfig } from "./config.server";

let cached: string | undefined;

/**
 * The application secret: AUTH_SECRET, or in local mode one generated on first use and kept in
 * DATA_DIR so sessions survive a restart. Production mode refuses to start without AUTH_SECRET.
 */
export function appSecret(): string {
  if (cached) return cached;
  const config = getConfig();
  if (config.authSecret) return (cached = config.authSecret);
  const file = path.resolve(config.dataDir, "local-secret");
  try {
    cached = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const generated = randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, generated, { flag: "wx", mode: 0o600 });
      cached = generated;
    } catch {
      cached = fs.readFileSync(file, "utf8").trim();
    }
  }
  return cached;
}

/** A keyed, one-way hash: lets us count per client without storing who the client is. */
export function keyedHash(purpose: string, value: string): string {
  return createHmac("sha256", appSecret()).update(`${purpose}:${value}`).digest("base64url").slice(0, 32);
}
