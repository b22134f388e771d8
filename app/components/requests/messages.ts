import { provideAreaMessages } from "~/app/i18n/i18n";

// The prompt requests' words ship with /requests.
await provideAreaMessages(import.meta.glob("/core/messages/requests.{en,pt}.ts"));
