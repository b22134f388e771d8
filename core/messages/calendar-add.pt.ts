import type { calendarAddEn } from "./calendar-add.en";

// O que o “Adicionar ao calendário” da página do prompt diz: vai com o botão, carregado à parte.
export const calendarAddPt: Record<keyof typeof calendarAddEn, string> = {
  "calendar.add.button": "Adicionar ao calendário",
  "calendar.add.title": "Adicionar ao seu calendário",
  "calendar.add.description":
    "Escolha o dia em que vai usar “{title}”. O que você preencheu fica guardado com a entrada.",
  "calendar.add.day": "Dia",
  "calendar.add.reminder": "Me lembrar por e-mail às 08:00 nesse dia",
  "calendar.add.values": "Guardado com a entrada",
  "calendar.add.noValues": "Nenhum campo preenchido: a entrada guarda o prompt como está.",
  "calendar.add.submit": "Adicionar",
  "calendar.add.cancel": "Cancelar",
  "calendar.add.added": "Adicionado ao seu calendário em {date}",
  "calendar.add.open": "Abrir calendário",
  "calendar.add.failed": "“{title}” não foi adicionado em {date}.",
  "calendar.add.refused": "Não foi possível adicionar ao calendário",
  "calendar.add.invalidDay": "Escolha um dia entre 2000 e 2100.",
  "calendar.past.title": "Agendar no passado?",
  "calendar.past.body": "{date} já passou. Agendar “{title}” para esse dia mesmo assim?",
  "calendar.past.confirm": "Agendar mesmo assim",
  "calendar.past.cancel": "Escolher outro dia",
  "calendar.close": "Fechar",
  "calendar.errors.network": "não foi possível falar com o servidor",
};
