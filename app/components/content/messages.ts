import { provideAreaMessages } from "~/app/i18n/i18n";

// The blog, guides, FAQ, about, contact and legal pages' messages ship with those pages, not with
// every catalogue page (decision 0005). Each content route imports this module.
await provideAreaMessages(import.meta.glob("/core/messages/content.{en,pt}.ts"));
