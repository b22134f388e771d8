import type { contentEn } from "./content.en";

export const contentPt: Record<keyof typeof contentEn, string> = {
  "content.blog.meta.title": "Blog: técnicas de prompt, modelos e fluxos com IA",
  "content.blog.meta.description":
    "Artigos práticos para escrever prompts de IA melhores: estrutura, modelos reutilizáveis com placeholders, prompts de continuação e como avaliar a resposta da IA.",
  "content.blog.title": "Blog do Promptário",
  "content.blog.subtitle":
    "Artigos práticos para tirar resultados melhores da IA, escritos por quem constrói a nossa biblioteca de prompts.",
  "content.blog.empty": "Ainda não há artigos. Volte em breve.",
  "content.blog.readTime": "{minutes} min de leitura",
  "content.blog.readArticle": "Ler artigo",
  "content.blog.byAuthor": "Por {author}",
  "content.blog.related": "Artigos relacionados",
  "content.blog.cta.title": "Coloque em prática com prompts prontos",
  "content.blog.cta.body":
    "Os planos Creator e Legend liberam a biblioteca completa, os prompts premium e as etapas de especialista, para você começar cada tarefa com um prompt que já funciona.",
  "content.blog.cta.action": "Ver planos",
  "content.blog.notFound.metaTitle": "Post não encontrado — Promptário",
  "content.blog.notFound.title": "Post não encontrado",
  "content.blog.notFound.body":
    "Este artigo não existe ou foi removido. Os outros estão esperando por você no blog.",
  "content.blog.notFound.back": "Voltar para o blog",

  "content.guides.meta.title": "Guias: do primeiro prompt aos fluxos de especialista",
  "content.guides.meta.description":
    "Guias passo a passo do Promptário: encontre e preencha prompts, escreva prompts como um especialista e siga tutoriais ilustrados do calendário de conteúdo, do Foco Imediato e do Legend Vault.",
  "content.guides.breadcrumb": "Guias",
  "content.guides.title": "Guias",
  "content.guides.subtitle":
    "Guias passo a passo para aproveitar ao máximo o Promptário e as ferramentas de IA que você já usa.",
  "content.guides.position": "Guia {position}",
  "content.guides.level.beginner": "Iniciante",
  "content.guides.level.intermediate": "Intermediário",
  "content.guides.level.advanced": "Avançado",
  "content.guides.moreInSection": "Mais guias nesta seção",
  "content.guides.previous": "Guia anterior",
  "content.guides.next": "Próximo guia",
  "content.guides.all": "Todos os guias",

  "content.about.claims.professionals.value": "Mais de 50.000",
  "content.about.claims.professionals.label": "profissionais usam o Promptário",
  "content.about.claims.hours.value": "Mais de 8 horas",
  "content.about.claims.hours.label": "economizadas por semana",
  "content.about.mission": "Nossa missão",
  "content.about.vision": "Nossa visão",
  "content.about.benefits": "Por que profissionais escolhem o Promptário",
  "content.about.story": "Nossa história",
  "content.about.cta.title": "Comece com um prompt que funciona",
  "content.about.cta.body":
    "Crie uma conta Explorer gratuita em um minuto ou compare os planos para liberar a biblioteca completa.",
  "content.about.cta.signup": "Criar conta gratuita",
  "content.about.cta.pricing": "Ver planos",

  "content.faq.contact.title": "Ainda tem alguma dúvida?",
  "content.faq.contact.body": "Escreva para a gente e uma pessoa da nossa equipe vai responder.",
  "content.faq.contact.action": "Fale conosco",

  "content.contact.meta.title": "Fale conosco",
  "content.contact.meta.description":
    "Dúvidas, sugestões ou um prompt que você gostaria de ver na biblioteca? Escreva para a equipe do Promptário por e-mail ou pelo formulário de contato.",
  "content.contact.breadcrumb": "Contato",
  "content.contact.title": "Fale conosco",
  "content.contact.subtitle":
    "Dúvidas sobre um plano, uma sugestão ou um prompt que você gostaria de ver na biblioteca? Queremos ouvir você.",
  "content.contact.details.title": "Outras formas de falar com a gente",
  "content.contact.details.email": "E-mail",
  "content.contact.details.company": "Empresa",
  "content.contact.details.address": "Promptário Tecnologia Ltda., São Paulo, Brasil",
  "content.contact.liveChat.title": "Chat ao vivo",
  "content.contact.liveChat.hours": "De segunda a sexta, das 9h às 17h (horário de Nova York, EST)",
  "content.contact.liveChat.days": "de {from} a {to}",
  "content.contact.liveChat.local": "No seu fuso horário ({zone}): {days}, das {opens} às {closes}",
  "content.contact.liveChat.who": "O suporte por chat está incluído no plano Legend.",
  "content.contact.liveChat.yours": "O suporte por chat está disponível para você.",
  "content.contact.liveChat.cta": "Fale com a gente",
  "content.contact.form.title": "Envie uma mensagem",
  "content.contact.form.subtitle":
    "Todos os campos são obrigatórios. Respondemos no e-mail que você informar.",
  "content.contact.answerTime": "Costumamos responder em até três dias úteis.",
  "content.contact.priority.title": "Você tem suporte prioritário.",
  "content.contact.priority.body":
    "Sua mensagem vai para o topo da nossa caixa de entrada, e respondemos em até um dia útil.",
  "content.contact.fields.name": "Nome",
  "content.contact.fields.email": "E-mail",
  "content.contact.fields.subject": "Assunto",
  "content.contact.fields.message": "Mensagem",
  "content.contact.fields.honeypot": "Deixe este campo em branco",
  "content.contact.send": "Enviar mensagem",
  "content.contact.sending": "Enviando…",
  "content.contact.sent": "Mensagem enviada",
  "content.contact.errors.required": "Este campo é obrigatório.",
  "content.contact.errors.email": "Informe um e-mail válido.",
  "content.contact.errors.nameMax": "O nome pode ter no máximo 100 caracteres.",
  "content.contact.errors.emailMax": "O e-mail pode ter no máximo 254 caracteres.",
  "content.contact.errors.subjectMax": "O assunto pode ter no máximo 150 caracteres.",
  "content.contact.errors.messageMax": "A mensagem pode ter no máximo 5.000 caracteres.",
  "content.contact.errors.rateLimited":
    "Você enviou várias mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.",
  "content.contact.errors.failed": "Desculpe, ocorreu um erro ao enviar sua mensagem. Tente novamente.",

  "content.legal.lastUpdated": "Última atualização:",
  "content.help.breadcrumb": "Ajuda",
  "content.help.try.title": "Experimente",
  "content.help.try.body":
    "Um exemplo escrito com as variáveis acima: preencha e veja o prompt mudar. Nada aqui fica guardado.",
};
