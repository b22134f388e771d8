import { z } from "zod";

const EnvSchema = z.object({
  APP_ENV: z.enum(["local", "production"]).default("local"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  TRUST_PROXY: z.enum(["true", "false"]).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(1).default("Promptário <no-reply@promptario.app>"),
  ADMIN_EMAILS: z.string().optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(100),
  AUTH_SIGN_UP_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
  AUTH_SIGN_IN_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
});

export interface AppConfig {
  /** local mode has /dev routes, the test checkout and generated secrets, so a fresh clone runs offline */
  mode: "local" | "production";
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** signs sessions and keys hashes; generated and kept under DATA_DIR in local mode */
  authSecret: string | undefined;
  /** read the client address from X-Forwarded-For (only behind a proxy you run) */
  trustProxy: boolean;
  /** where mail goes out; without it mail only reaches the dev mailbox (/dev/mailbox) */
  smtpUrl: string | undefined;
  /** the From header of every mail */
  mailFrom: string;
  /** accounts that become admins when they sign in with a verified email: the first admin of a new install */
  adminEmails: string[];
  /** requests a client address may make to /api/auth in a minute (sign-in and sign-up have their own, lower limits) */
  authRateLimitMax: number;
  /** sign-ups one client address may make in a minute */
  authSignUpLimit: number;
  /** password sign-ins one client address may try in a minute */
  authSignInLimit: number;
}

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Promptário cannot start:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const {
    APP_ENV,
    PORT,
    PUBLIC_URL,
    DATA_DIR,
    DATABASE_URL,
    AUTH_SECRET,
    TRUST_PROXY,
    SMTP_URL,
    MAIL_FROM,
    ADMIN_EMAILS,
    AUTH_RATE_LIMIT_MAX,
    AUTH_SIGN_UP_LIMIT,
    AUTH_SIGN_IN_LIMIT,
  } = parsed.data;
  const config: AppConfig = {
    mode: APP_ENV,
    port: PORT,
    publicUrl: (PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/$/, ""),
    dataDir: DATA_DIR,
    databaseUrl: DATABASE_URL,
    authSecret: AUTH_SECRET,
    trustProxy: TRUST_PROXY === "true",
    smtpUrl: SMTP_URL,
    mailFrom: MAIL_FROM,
    adminEmails: (ADMIN_EMAILS ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    authRateLimitMax: AUTH_RATE_LIMIT_MAX,
    authSignUpLimit: AUTH_SIGN_UP_LIMIT,
    authSignInLimit: AUTH_SIGN_IN_LIMIT,
  };
  if (config.mode === "production") {
    const problems: string[] = [];
    if (!PUBLIC_URL?.startsWith("https://"))
      problems.push("PUBLIC_URL must be an https:// URL in production mode");
    if (!AUTH_SECRET) problems.push("AUTH_SECRET (32+ random characters) is required in production mode");
    if (!SMTP_URL)
      problems.push("SMTP_URL is required in production mode: without it no mail leaves the server");
    if (problems.length) throw new ConfigError(problems);
  }
  return config;
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  cached ??= readConfig();
  return cached;
}
