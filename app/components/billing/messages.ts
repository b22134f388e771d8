import { provideAreaMessages } from "~/app/i18n/i18n";

// Plans, checkout and subscription management: their messages ship with the pages and cards that
// show them (pricing, settings, the subscriber's card), not with every catalogue page (decision 0005).
await provideAreaMessages(import.meta.glob("/core/messages/billing.{en,pt}.ts"));
