import { provideAreaMessages } from "~/app/i18n/i18n";

// The community's words ship with the pages that show it (the prompt page, /admin).
await provideAreaMessages(import.meta.glob("/core/messages/{community,community-people}.{en,pt}.ts"));
