import { provideAreaMessages } from "~/app/i18n/i18n";

// Chat support's words ship with the pages that show it (/support, /admin).
await provideAreaMessages(import.meta.glob("/core/messages/support.{en,pt}.ts"));
