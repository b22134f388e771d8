import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer, jwt, twoFactor } from "better-auth/plugins";
import { apiKey } from "@better-auth/api-key";
import { mcp } from "@better-auth/mcp";
import { isLocale } from "~/core/locale";
import { PASSWORD_MIN_LENGTH } from "~/core/forms/auth";
import type { Database } from "~/db/client.server";
import { getDb } from "~/server/database.server";
import { getConfig } from "~/server/config.server";
import { sendMail } from "~/server/mail/mail.server";
import { appSecret } from "~/server/secrets.server";
import { clearSignInFailures, recordSignInFailure, signInLockedFor } from "./rate-limit.server";
import { API_KEY_RULES } from "~/server/keys/rules";
import { apikey } from "~/server/keys/schema";
import { OAUTH_CONSENT_PATH, OAUTH_SCOPES, mcpResourceOf } from "~/server/oauth/rules";
import * as oauthSchema from "~/server/oauth/schema";
import { redisStorage } from "./redis-storage.server";
import * as schema from "./schema";

/** Our HTTP layer writes the socket's address here, replacing anything a client sent. */
export const CLIENT_IP_HEADER = "x-promptario-client-ip";
export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;
const VERIFY_EMAIL_SECONDS = 24 * 60 * 60;
const RESET_PASSWORD_SECONDS = 60 * 60;

function createAuth(db: Database, options: { redisUrl?: string; now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const config = getConfig();
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  const secondaryStorage = redisUrl ? redisStorage(redisUrl) : undefined;
  const google =
    process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET
      ? {
          google: {
            clientId: process.env.GOOGLE_CLIENT_ID,
            clientSecret: process.env.GOOGLE_CLIENT_SECRET,
            accessType: "offline",
            prompt: "select_account consent",
          } as const,
        }
      : {};
  // Null when the public address is neither HTTPS nor loopback: OAuth needs one of them.
  const mcpResource = mcpResourceOf(config.publicUrl);
  const localeOf = (user: object) => {
    const language = (user as { language?: unknown }).language;
    return isLocale(language) ? language : "pt";
  };

  return betterAuth({
    appName: "Promptário",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: appSecret(),
    database: withUniqueViolationsNamed(
      drizzleAdapter(db, { provider: "pg", schema: { ...schema, apikey, ...oauthSchema } }),
    ),
    trustedOrigins: [config.publicUrl],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_SECONDS,
      // The reset link carries its token in the URL fragment, which never reaches a server log.
      sendResetPassword: async ({ user, token }) => {
        await sendMail(db, {
          to: user.email,
          locale: localeOf(user),
          template: {
            kind: "reset-password",
            url: `${config.publicUrl}/reset-password#token=${encodeURIComponent(token)}`,
            name: user.name || null,
          },
        });
      },
      // A new password ends a lock that failed sign-ins put on the account.
      onPasswordReset: async ({ user }) => {
        await clearSignInFailures(db, user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await sendMail(db, {
          to: user.email,
          locale: localeOf(user),
          template: { kind: "verify-email", url, name: user.name || null },
        });
      },
    },
    socialProviders: google,
    user: {
      additionalFields: {
        username: { type: "string", required: false, unique: true, input: false },
        language: { type: "string", required: false, defaultValue: "pt", input: true },
      },
      deleteUser: { enabled: true },
    },
    // Failed sign-ins per account, whatever the address (against guessing from many addresses), for the page form and the API alike.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== "string" || !email) return;
        const wait = await signInLockedFor(db, email, now());
        if (wait > 0) {
          throw new APIError(
            "TOO_MANY_REQUESTS",
            { message: "Too many requests. Please try again later." },
            { "Retry-After": String(wait) },
          );
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        const returned = ctx.context.returned;
        if (
          typeof email === "string" &&
          email &&
          returned instanceof APIError &&
          returned.body?.code === "INVALID_EMAIL_OR_PASSWORD"
        ) {
          await recordSignInFailure(db, email, now());
        }
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // ADMIN_EMAILS names the first admins of an install: they get the role when they sign in
          // (only a verified email can sign in). The role then stays until an admin changes it.
          after: async (session) => {
            if (config.adminEmails.length === 0) return;
            const [found] = await db
              .select({ email: schema.user.email, verified: schema.user.emailVerified })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            if (found?.verified && config.adminEmails.includes(found.email.toLowerCase())) {
              await db
                .insert(schema.userRoles)
                .values({ userId: session.userId, role: "admin" })
                .onConflictDoNothing();
            }
          },
        },
      },
    },
    secondaryStorage,
    session: {
      // With Redis, sessions are read from it but still written to the database.
      storeSessionInDatabase: true,
      expiresIn: 60 * 60 * 24 * 7,
      // Refreshed at most once a day while in use, long before it expires.
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: secondaryStorage ? "secondary-storage" : "database",
      window: 60,
      max: config.authRateLimitMax,
      customRules: {
        "/sign-in/email": { window: 60, max: config.authSignInLimit },
        "/sign-up/email": { window: 60, max: config.authSignUpLimit },
        "/request-password-reset": { window: 60, max: 5 },
        "/two-factor/*": { window: 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: "promptario",
      useSecureCookies: config.mode === "production",
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      twoFactor({
        issuer: "Promptário",
        otpOptions: {
          // The pluggable SMS sender: locally, the code lands in the dev mailbox.
          sendOTP: async ({ user, otp }) => {
            await sendMail(db, {
              to: user.email,
              locale: localeOf(user),
              template: { kind: "two-factor-code", code: otp },
            });
          },
        },
      }),
      jwt({
        jwks: { keyPairConfig: { alg: "EdDSA", crv: "Ed25519" } },
        // A JWT comes from /api/auth/token when asked for, not signed into every session read (a
        // `set-auth-jwt` header on each page's session lookup cost a key read and an Ed25519
        // signature per signed-in request; the plugin recommends this beside an OAuth provider).
        disableSettingJwtHeader: true,
        jwt: {
          // Said outright: OAuth access tokens for the MCP server carry the same issuer.
          issuer: config.publicUrl,
          expirationTime: "15m",
          // The session the token was issued from: signing out (which ends it) ends the token too.
          definePayload: ({ user, session }) => ({
            id: user.id,
            email: user.email,
            name: user.name,
            sid: session.id,
          }),
        },
      }),
      bearer(),
      // API keys for the JSON API and the MCP server (docs/decisions/0007): random, stored as SHA-256 hashes,
      // rate-limited per key. They never open a session of their own: server/keys verifies them.
      apiKey({
        defaultPrefix: API_KEY_RULES.prefix,
        defaultKeyLength: API_KEY_RULES.randomLength,
        requireName: true,
        maximumNameLength: API_KEY_RULES.nameMaxLength,
        startingCharactersConfig: { shouldStore: true, charactersLength: API_KEY_RULES.startLength },
        keyExpiration: { defaultExpiresIn: null, minExpiresIn: 1, maxExpiresIn: API_KEY_RULES.maxExpiryDays },
        rateLimit: {
          enabled: true,
          timeWindow: API_KEY_RULES.rateWindowMs,
          maxRequests: API_KEY_RULES.rateMax,
        },
        enableSessionForAPIKeys: false,
      }),
      // OAuth 2.1 for the MCP server (docs/decisions/0007, MCP authorization spec): hosted assistants register
      // themselves (RFC 7591), send the member through /login and our consent page, and get a
      // short-lived JWT bound to /mcp (RFC 8707) that nothing else accepts.
      ...(mcpResource
        ? [
            mcp({
              resource: mcpResource,
              loginPage: "/login",
              consentPage: OAUTH_CONSENT_PATH,
              scopes: [...OAUTH_SCOPES],
              allowDynamicClientRegistration: true,
              allowUnauthenticatedClientRegistration: true,
              // Short-lived access; an assistant keeps the connection with its refresh token.
              accessTokenExpiresIn: 15 * 60,
              // OAuth 2.1 §4.3.1: a public client's refresh token is good once; a second use (a stolen
              // copy) finds it revoked and the plugin ends the whole chain. The MCP plugin's default
              // replays the last answer for 30 s instead, which left a used token working.
              refreshTokenReuseInterval: 0,
            }),
          ]
        : []),
    ],
  });
}

type AdapterFactory = ReturnType<typeof drizzleAdapter>;

/**
 * Better Auth's plugins tell a lost insert race by the error's message ("unique", "duplicate"), but
 * Drizzle wraps PostgreSQL's error as "Failed query: …". Without this, two auth instances (two
 * server processes on one database) starting together could both seed the OAuth resource row, and
 * the loser's auth would fail to start. The error is given back with PostgreSQL's words in front.
 */
function withUniqueViolationsNamed(factory: AdapterFactory): AdapterFactory {
  return (options) => {
    const adapter = factory(options);
    const create = adapter.create.bind(adapter);
    adapter.create = (async (args: Parameters<typeof create>[0]) => {
      try {
        return await create(args);
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        if (cause?.code === "23505") {
          throw new Error(`duplicate key value violates unique constraint: ${cause.message ?? ""}`, {
            cause: error,
          });
        }
        throw error;
      }
    }) as typeof adapter.create;
    return adapter;
  };
}

export type Auth = ReturnType<typeof createAuth>;

const GLOBAL_KEY = Symbol.for("promptario.auth");
type GlobalWithAuth = typeof globalThis & { [GLOBAL_KEY]?: Promise<Auth> };

/** The Better Auth instance over the application database (one per process). */
export function getAuth(): Promise<Auth> {
  const g = globalThis as GlobalWithAuth;
  g[GLOBAL_KEY] ??= getDb().then(createAuth);
  return g[GLOBAL_KEY];
}

/** For tests: an auth instance over a test database (and a Redis, to test secondary storage). */
export function createAuthFor(db: Database, options: { redisUrl?: string; now?: () => number } = {}): Auth {
  return createAuth(db, { redisUrl: options.redisUrl ?? "", now: options.now });
}
