import { PromptMenu } from "~/app/components/chat/prompt-menu";
import { provideAreaMessages } from "~/app/i18n/i18n";
import { chatEn } from "~/core/messages/chat.en";
import { chatPt } from "~/core/messages/chat.pt";

// The prompt menu is the chat's: loaded with its messages when the member first opens it.
provideAreaMessages({ en: chatEn, pt: chatPt });

export default PromptMenu;
