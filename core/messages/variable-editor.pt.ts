import type { variableEditorEn } from "./variable-editor.en";

export const variableEditorPt: Record<keyof typeof variableEditorEn, string> = {
  "variables.issue.at": "Linha {line}, coluna {column}: {reason}",
  "variables.issue.unclosed":
    "esta variável não foi fechada. Coloque “]” no fim dela, ou escreva “\\[” para um colchete que é só texto.",
  "variables.issue.nameMissing": "a variável está sem nome. Escreva o nome antes do “:” ou do “=”.",
  "variables.issue.nameTooLong": "o nome de uma variável pode ter no máximo {max} caracteres.",
  "variables.issue.kindMissing":
    "diga depois do “:” que tipo de resposta vai ali (texto, longo, data, número) ou liste as opções separadas por “|”.",
  "variables.issue.unknownKind":
    "“{kind}” não é um tipo de variável. Use texto, longo, data ou número, ou liste as opções separadas por “|” (por exemplo “formal | descontraído”).",
  "variables.issue.extraAfterKind":
    "“{extra}” não pode vir depois de “{kind}”. Só número aceita um intervalo, como em “número 1..10”.",
  "variables.issue.optionEmpty": "uma das opções está vazia: tire o “|” que sobrou.",
  "variables.issue.optionTooLong": "cada opção pode ter no máximo {max} caracteres.",
  "variables.issue.optionDuplicate": "“{option}” aparece duas vezes nas opções.",
  "variables.issue.tooManyOptions": "uma variável pode ter no máximo {max} opções.",
  "variables.issue.badRange":
    "“{range}” não é um intervalo. Escreva “mín..máx”, por exemplo “100..500”, “..10” ou “1..”.",
  "variables.issue.rangeOrder": "o intervalo começa acima de onde termina ({min} é maior que {max}).",
  "variables.issue.defaultMissing": "não há nada depois do “=”. Escreva o valor padrão ou tire o “=”.",
  "variables.issue.defaultTooLong": "um valor padrão pode ter no máximo {max} caracteres.",
  "variables.issue.defaultNotOption": "o padrão “{value}” não está entre as opções ({options}).",
  "variables.issue.defaultNotDate": "o padrão “{value}” não é uma data. Escreva AAAA-MM-DD, ou “hoje”.",
  "variables.issue.defaultNotNumber": "o padrão “{value}” não é um número.",
  "variables.issue.defaultOutOfRange": "o padrão {value} está fora do intervalo {range}.",
  "variables.issue.conflict":
    "“{name}” já foi definida de outro jeito antes. Defina uma vez só e, onde ela se repete, escreva apenas “[{name}]”.",
  "variables.issue.tooManyVariables":
    "um prompt pode ter no máximo {max} variáveis; as demais ficam como texto.",
  "variables.editor.insert": "Inserir variável",
  "variables.editor.insertLabel": "Inserir uma variável onde está o cursor",
  "variables.editor.kind.text": "Texto",
  "variables.editor.kind.long": "Texto longo",
  "variables.editor.kind.choice": "Escolha numa lista",
  "variables.editor.kind.date": "Data",
  "variables.editor.kind.number": "Número num intervalo",
  "variables.editor.kind.optional": "Opcional",
  "variables.editor.kind.today": "Data de hoje (automática)",
  "variables.editor.kind.name": "Nome de quem usa (automático)",
  "variables.editor.kind.language": "Idioma de quem usa (automático)",
  "variables.editor.problems":
    "{count, plural, one {Uma variável precisa de ajuste:} other {# variáveis precisam de ajuste:}}",
  "variables.editor.show": "Mostrar",
  "variables.editor.showLabel": "Mostrar linha {line}, coluna {column} no texto",
  "variables.editor.summary":
    "{count, plural, =0 {Nenhuma variável ainda.} one {# variável: quem usar preenche antes de copiar.} other {# variáveis: quem usar preenche antes de copiar.}}",
};
