// Every table drizzle-kit should know about, in one registry for migrations and the typed client.
export * from "../server/catalog/schema";
export * from "../server/mail/schema";
export * from "../server/accounts/schema";
export * from "../server/billing/schema";
export * from "../server/content/schema";
export * from "../server/admin/schema";
export * from "../server/ai/schema";
export * from "../server/chat/schema";
export * from "../server/focus/schema";
export * from "../server/locker/schema";
export * from "../server/calendar/schema";
export * from "../server/jobs/schema";
export * from "../server/digest/schema";
export * from "../server/keys/schema";
export * from "../server/oauth/schema";
export * from "../server/repurpose/schema";
