import { provideAreaMessages } from "~/app/i18n/i18n";

// Signing in and up, password reset, settings, the profile and the digest: their messages ship with
// those pages, not with every catalogue page (decision 0005). Each of those routes imports this module.
await provideAreaMessages(import.meta.glob("/core/messages/account.{en,pt}.ts"));
