import type { variablesEn } from "./variables.en";

export const variablesPt: Record<keyof typeof variablesEn, string> = {
  "variables.value.required": "Preencha este campo.",
  "variables.value.tooLong": "Use no máximo {max} caracteres.",
  "variables.value.notOption": "Escolha uma destas: {options}.",
  "variables.value.notDate": "Informe uma data.",
  "variables.value.notNumber": "Informe um número.",
  "variables.value.belowMin": "Informe {min} ou mais.",
  "variables.value.aboveMax": "Informe no máximo {max}.",

  "variables.form.optional": "opcional",
  "variables.form.builtin": "preenchido para você",
  "variables.form.choose": "Escolha…",
  "variables.form.range": "De {min} a {max}",
  "variables.form.min": "{min} ou mais",
  "variables.form.max": "Até {max}",
  "variables.form.fixFirst":
    "{count, plural, one {Um campo precisa} other {# campos precisam}} de ajuste antes de copiar.",
  "variables.form.keptAccount": "Suas respostas ficam guardadas na sua conta para a próxima vez.",
  "variables.form.keptDevice": "Suas respostas ficam guardadas neste aparelho para a próxima vez.",
  "variables.form.keepFailed": "Suas respostas não foram guardadas na sua conta.",
  "variables.form.keepOffline":
    "Suas respostas ainda não foram guardadas na sua conta: não há conexão. Vamos guardar assim que a conexão voltar.",
  "variables.form.fixBefore":
    "{count, plural, one {Um campo precisa} other {# campos precisam}} de ajuste antes.",
  "variables.form.preview": "Como vai ficar",
  "variables.form.fill": "Preencher e copiar",
  "variables.form.copied": "Prompt preenchido copiado.",
  "variables.form.copyFailed": "Não foi possível copiar. Selecione o texto e copie manualmente.",
  "variables.form.help": "Como funcionam as variáveis",
};
