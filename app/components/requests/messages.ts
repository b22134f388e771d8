import { provideAreaMessages } from "~/app/i18n/i18n";
import { requestsEn } from "~/core/messages/requests.en";
import { requestsPt } from "~/core/messages/requests.pt";

// The prompt requests' words ship with /requests.
provideAreaMessages({ en: requestsEn, pt: requestsPt });
