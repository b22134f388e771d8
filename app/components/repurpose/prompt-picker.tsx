import { PromptMenu } from "~/app/components/chat/prompt-menu";
import { provideAreaMessages } from "~/app/i18n/i18n";

// The prompt menu is the chat's: loaded with its messages when the member first opens it.
await provideAreaMessages(import.meta.glob("/core/messages/chat.{en,pt}.ts"));

export default PromptMenu;
