import type { requestsEn } from "./requests.en";

export const requestsPt: Record<keyof typeof requestsEn, string> = {
  "requests.meta.title": "Pedir um prompt — Promptário",
  "requests.title": "Pedir um prompt",
  "requests.subtitle":
    "Precisa de um prompt que a biblioteca ainda não tem? Conte para que ele serve e a equipe escreve para você. A resposta aparece aqui, no sino e no seu e-mail.",
  "requests.form.heading": "Novo pedido",
  "requests.form.purpose": "Para que serve o prompt?",
  "requests.form.purposeHint":
    "A tarefa, para quem é e o que ele precisa alcançar. No mínimo {min} caracteres, no máximo {max}.",
  "requests.form.aiTool": "Com qual IA você vai usar?",
  "requests.form.aiTool.any": "Qualquer IA",
  "requests.form.aiTool.other": "Outra IA",
  "requests.form.example": "Um exemplo do resultado que você quer (opcional)",
  "requests.form.exampleHint":
    "Cole ou descreva um resultado que deixaria você satisfeito. No máximo {max} caracteres.",
  "requests.form.submit": "Enviar pedido",
  "requests.form.sending": "Enviando…",
  "requests.form.sent": "Pedido enviado. Avisamos assim que ele for respondido.",
  "requests.form.failed": "Seu pedido não foi enviado.",
  "requests.form.waiting":
    "{count, plural, =0 {Nenhum pedido aguardando resposta} one {# pedido aguardando resposta} other {# pedidos aguardando resposta}}, de no máximo {limit} ao mesmo tempo.",
  "requests.limit":
    "Você tem {limit} pedidos aguardando resposta, o máximo ao mesmo tempo. Dá para enviar um novo assim que um deles for respondido.",
  "requests.errors.purposeShort": "Conte para que serve o prompt em pelo menos {min} caracteres.",
  "requests.errors.tooLong": "Ficou longo demais: no máximo {max} caracteres.",
  "requests.errors.aiTool": "Escolha a IA com que você vai usar o prompt.",
  "requests.errors.characters": "Tire os caracteres invisíveis do texto.",
  "requests.errors.plan": "Pedir prompts faz parte dos planos Creator e Legend.",
  "requests.upsell.title": "Prompts sob medida vêm com o Creator e o Legend",
  "requests.upsell.body":
    "Assinantes pedem à equipe os prompts de que o trabalho precisa e leem a resposta aqui.",
  "requests.upsell.cta": "Ver planos",
  "requests.list.heading": "Seus pedidos",
  "requests.list.empty": "Você ainda não pediu nenhum prompt. Seus pedidos e as respostas vão aparecer aqui.",
  "requests.status.open": "Aberto",
  "requests.status.in_progress": "Em andamento",
  "requests.status.done": "Concluído",
  "requests.status.declined": "Recusado",
  "requests.sentOn": "Enviado em {date}",
  "requests.forTool": "Para {tool}",
  "requests.example": "Exemplo do resultado",
  "requests.answer": "Resposta da equipe",
  "requests.prompt": "Escrito para você: {title}",
  "requests.promptUntitled": "seu prompt",
  "requests.openPrompt": "Abrir o prompt",
};
