import type { memberPromptsEn } from "./member-prompts.en";

export const memberPromptsPt: Record<keyof typeof memberPromptsEn, string> = {
  "memberPrompts.errors.required": "Preencha todos os campos obrigatórios",
  "memberPrompts.errors.titleMax": "Use no máximo 120 caracteres",
  "memberPrompts.errors.taglineMax": "Use no máximo 160 caracteres",
  "memberPrompts.errors.descriptionMax": "Use no máximo 500 caracteres",
  "memberPrompts.errors.promptTextMax": "Use no máximo 20.000 caracteres",
  "memberPrompts.errors.instructionsMax": "Use no máximo 5.000 caracteres",
  "memberPrompts.errors.creditsMax": "Use no máximo 300 caracteres",
  "memberPrompts.errors.tagsCount": "Use no máximo 10 tags",
  "memberPrompts.errors.tagLength": "Cada tag pode ter no máximo 30 caracteres",
  "memberPrompts.errors.choice": "Escolha uma das opções",
  "memberPrompts.errors.category": "Escolha uma categoria",
  "memberPrompts.errors.controlCharacters": "Remova os caracteres de controle invisíveis deste campo",
  "memberPrompts.errors.dailyLimit": "Você criou 30 prompts nas últimas 24 horas, o limite diário. Tente de novo amanhã.",
  "memberPrompts.errors.createFailed": "Erro ao criar o prompt",
};
