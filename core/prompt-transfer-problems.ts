import type { Locale } from "./locale";

/** Why a prompt file, or one prompt in it, cannot be imported: said in the member's language. */
export interface TransferProblems {
  tooLarge: string;
  unknownType: string;
  tooMany: (max: number) => string;
  unclosedQuote: string;
  csvColumns: string;
  csvEmptyPrompt: string;
  csvEmptyContent: string;
  markdownNoPrompt: string;
  markdownNoHeading: string;
  yamlUnreadable: (reason: string) => string;
  yamlNotPrompt: string;
  yamlNoMessages: string;
  yamlEmpty: string;
  jsonUnreadable: string;
  jsonNoList: string;
  jsonNewerSchema: (version: string) => string;
  jsonNoContent: string;
  jsonGroupNoText: string;
  jsonUnknown: string;
}

const en: TransferProblems = {
  tooLarge: "The file is larger than 2 MB",
  unknownType: "Choose a .json, .csv, .md or .prompt.yml file",
  tooMany: (max) => `At most ${max.toLocaleString("en")} prompts in one file`,
  unclosedQuote: "A quoted field is never closed",
  csvColumns: "The CSV needs the columns title and content (ours) or act and prompt (prompts.chat)",
  csvEmptyPrompt: "The prompt column is empty",
  csvEmptyContent: "The content column is empty",
  markdownNoPrompt: "This section has no prompt in a code block",
  markdownNoHeading: "No prompt found: each one starts with a “## ” heading",
  yamlUnreadable: (reason) => `The YAML cannot be read: ${reason}`,
  yamlNotPrompt: "Not a prompt file (name and messages)",
  yamlNoMessages: "The prompt file has no messages with content",
  yamlEmpty: "The YAML file holds no prompt",
  jsonUnreadable: "The file is not valid JSON",
  jsonNoList: "The JSON holds no list of prompts",
  jsonNewerSchema: (version) => `This file's schema version (${version}) is newer than this Promptário reads`,
  jsonNoContent: "The prompt has no content",
  jsonGroupNoText: "The prompt group has no prompt text",
  jsonUnknown: "This JSON is not a Promptário, Open WebUI or LibreChat export",
};

const pt: TransferProblems = {
  tooLarge: "O arquivo passa de 2 MB",
  unknownType: "Escolha um arquivo .json, .csv, .md ou .prompt.yml",
  tooMany: (max) => `No máximo ${max.toLocaleString("pt-BR")} prompts por arquivo`,
  unclosedQuote: "Um campo entre aspas nunca é fechado",
  csvColumns: "O CSV precisa das colunas title e content (o nosso) ou act e prompt (o do prompts.chat)",
  csvEmptyPrompt: "A coluna prompt está vazia",
  csvEmptyContent: "A coluna content está vazia",
  markdownNoPrompt: "Esta seção não tem um prompt num bloco de código",
  markdownNoHeading: "Nenhum prompt encontrado: cada um começa com um título “## ”",
  yamlUnreadable: (reason) => `Não deu para ler o YAML: ${reason}`,
  yamlNotPrompt: "Não é um arquivo de prompt (name e messages)",
  yamlNoMessages: "O arquivo de prompt não tem mensagens com conteúdo",
  yamlEmpty: "O arquivo YAML não tem nenhum prompt",
  jsonUnreadable: "O arquivo não é um JSON válido",
  jsonNoList: "O JSON não tem uma lista de prompts",
  jsonNewerSchema: (version) =>
    `A versão do formato deste arquivo (${version}) é mais nova do que este Promptário lê`,
  jsonNoContent: "O prompt não tem conteúdo",
  jsonGroupNoText: "O grupo de prompts não tem o texto do prompt",
  jsonUnknown: "Este JSON não é uma exportação do Promptário, do Open WebUI nem do LibreChat",
};

export const TRANSFER_PROBLEMS: Record<Locale, TransferProblems> = { en, pt };
