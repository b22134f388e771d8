import { provideAreaMessages } from "~/app/i18n/i18n";

// The roadmap's words ship with its pages (/roadmap, /roadmap/:id, /changelog).
await provideAreaMessages(import.meta.glob("/core/messages/roadmap.{en,pt}.ts"));
