import { provideAreaMessages } from "~/app/i18n/i18n";
import { communityEn } from "~/core/messages/community.en";
import { communityPt } from "~/core/messages/community.pt";
import { communityPeopleEn } from "~/core/messages/community-people.en";
import { communityPeoplePt } from "~/core/messages/community-people.pt";

// The community's words ship with the pages that show it (the prompt page, /admin).
provideAreaMessages({
  en: { ...communityEn, ...communityPeopleEn },
  pt: { ...communityPt, ...communityPeoplePt },
});
