import type { CatalogPrompt } from "./types";

// Weekly drops: one prompt a week for the eight weeks after the seed runs. publishedAt is a
// placeholder; the wiring replaces it with the Monday of the seed's week plus DROP_WEEK[id] weeks.
export const CATALOG_PROMPTS_DROPS: CatalogPrompt[] = [
  // 34 — personal-ai — meeting notes to decisions and action items (drop, week 1)
  {
    id: 34,
    categoryId: "personal-ai",
    isPremium: false,
    featured: false,
    publishedAt: "2025-06-09",
    relatedPromptIds: [7, 35],
    title: {
      en: "Meeting Notes to Decisions and Action Items",
      pt: "De Anotações de Reunião a Decisões e Tarefas",
    },
    tagline: {
      en: "Turn a messy transcript into who does what by when, in two minutes.",
      pt: "Transforme uma transcrição bagunçada em quem faz o quê e até quando, em dois minutos.",
    },
    description: {
      en: "Pulls the decisions, action items with owners and due dates, open questions and risks out of raw notes or a transcript, and drafts the follow-up to send the same day.",
      pt: "Tira das anotações ou da transcrição as decisões, as tarefas com responsável e prazo, as dúvidas e os riscos, e rascunha o resumo para mandar no mesmo dia.",
    },
    promptText: {
      en: `You are an experienced chief of staff who turns meetings into execution. Read the notes below and extract what was decided and who owes what. Never invent an owner, a date or a decision that is not in the notes.

Meeting and attendees with their roles: [meeting and attendees]
Date of the meeting: [meeting date: date = today]
Raw notes or transcript: [notes or transcript: long]
Goal of the meeting: [meeting goal]
Where the follow-up will be shared: [follow-up channel: email | Slack | Microsoft Teams | WhatsApp = email]

Task:
1. A three-sentence summary: why we met, what changed and what happens next.
2. The decisions made, one sentence each, with who made them.
3. Every action item as a verb plus a deliverable, with owner and due date; where either is unclear, write "to confirm" instead of guessing.
4. Open questions and parked topics, with who should answer each one.
5. Risks, blockers and contradictions, such as two people who left with different understandings of the same point.
6. A follow-up message for the channel above, short enough to read on a phone, with the action items first.

Constraints: neutral, factual tone; no quotes unless they are in the notes; leave out side conversations and personal remarks. If the notes are too thin to tell what was decided, say so.

Output format: the summary, the decisions, an action-item table (# | action | owner | due date | status), open questions, risks and the ready-to-send follow-up.`,
      pt: `Você é um chief of staff experiente, que transforma reunião em execução. Leia as anotações abaixo e separe o que foi decidido e quem ficou devendo o quê. Nunca invente responsável, prazo ou decisão que não esteja nas anotações.

Reunião e participantes com os cargos: [reunião e participantes]
Data da reunião: [data da reunião: data = hoje]
Anotações soltas ou transcrição: [anotações ou transcrição: longo]
Objetivo da reunião: [objetivo da reunião]
Onde o resumo será compartilhado: [canal do resumo: WhatsApp | e-mail | Slack | Microsoft Teams = WhatsApp]

O que eu preciso:
1. Um resumo em três frases: por que nos reunimos, o que mudou e o que acontece agora.
2. As decisões tomadas, uma frase cada, com quem decidiu.
3. Todas as tarefas no formato verbo mais entrega, com responsável e prazo; onde um dos dois não estiver claro, escreva "a confirmar" em vez de chutar.
4. Dúvidas em aberto e assuntos que ficaram para depois, com quem deve responder cada um.
5. Riscos, impedimentos e contradições, como duas pessoas que saíram com entendimentos diferentes sobre o mesmo ponto.
6. A mensagem de acompanhamento para o canal indicado, curta o bastante para ler no celular, com as tarefas primeiro.

Restrições: tom neutro e factual; nada de atribuir falas que não estejam nas anotações; deixe de fora conversas paralelas e comentários pessoais. Se as anotações forem pobres demais para saber o que foi decidido, diga isso.

Formato da resposta: o resumo, as decisões, tabela de tarefas (nº | tarefa | responsável | prazo | status), dúvidas em aberto, riscos e a mensagem pronta para enviar.`,
    },
    instructions: {
      en: "Paste the transcript from your meeting tool or your own notes as they are; there is no need to tidy them up. List the attendees with their roles so action items can be matched to the right people. Remove or mask confidential client data and personal details before pasting, check your company's policy on recordings and AI tools, and have the meeting owner read the action items before the follow-up goes out.",
      pt: "Cole a transcrição da ferramenta de reunião ou as suas anotações do jeito que estão; não precisa arrumar. Liste os participantes com o cargo, para a IA ligar cada tarefa à pessoa certa. Antes de colar, tire ou mascare dados sigilosos de clientes e informações pessoais, confira a política da empresa sobre gravação e uso de IA (e a LGPD) e peça para quem conduziu a reunião revisar as tarefas antes de mandar o resumo.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from the decision-log and action-item practices used by chiefs of staff and project managers.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado das práticas de registro de decisões e controle de pendências usadas por chiefs of staff e gerentes de projeto.",
    },
    steps: {
      en: [
        "Ask for a version of the follow-up for people who missed the meeting, with just enough context to act on their items.",
        "Have it convert the action-item table into a CSV with title, owner and due date, ready to import into your project tool.",
        "Before the next meeting, paste the previous action items with updates and ask for an agenda that starts with what is late or blocked.",
        "Paste the notes of four or five meetings and ask which topics keep coming back and deserve a dedicated decision meeting.",
        "Ask it to keep a running decision log with date, context and who decided, so the team stops reopening settled points.",
      ],
      pt: [
        "Peça uma versão do resumo para quem faltou à reunião, com o contexto mínimo para tocar as próprias tarefas.",
        "Peça para converter a tabela de tarefas num CSV com título, responsável e prazo, pronto para importar na ferramenta de projetos.",
        "Antes da próxima reunião, cole as tarefas anteriores com as atualizações e peça uma pauta que comece pelo que está atrasado ou travado.",
        "Cole as anotações de quatro ou cinco reuniões e pergunte quais assuntos sempre voltam e merecem uma reunião só para decidir.",
        "Peça um registro de decisões contínuo, com data, contexto e quem decidiu, para a equipe parar de reabrir assunto já resolvido.",
      ],
    },
    tags: {
      en: ["meeting notes", "action items", "productivity", "follow-up"],
      pt: ["ata de reunião", "tarefas", "produtividade", "follow-up"],
    },
  },

  // 35 — consulting — customer interview synthesis (drop, week 2, premium)
  {
    id: 35,
    categoryId: "consulting",
    isPremium: true,
    featured: false,
    publishedAt: "2025-06-09",
    relatedPromptIds: [29, 8, 34],
    title: {
      en: "Customer Interview Synthesis: From Transcripts to Decisions",
      pt: "Síntese de Entrevistas com Clientes: das Transcrições às Decisões",
    },
    tagline: {
      en: "Find the real patterns in a stack of interviews without fooling yourself.",
      pt: "Encontre os padrões reais numa pilha de entrevistas sem se enganar.",
    },
    description: {
      en: "Turns a batch of customer interviews into jobs to be done, triggers, pains and objections, each backed by quotes and counts, separating real evidence from anecdotes.",
      pt: "Transforma um lote de entrevistas com clientes em jobs to be done, gatilhos, dores e objeções, com falas e contagem, separando evidência real de caso isolado.",
    },
    promptText: {
      en: `You are a senior product researcher. Synthesize the customer interviews below rigorously: every pattern must rest on what people said and did, not on what I hoped to hear.

Research question and the decision it informs: [research question and decision]
Who was interviewed and how they were recruited: [participants and segments]
Notes or transcripts, one block per participant, labeled P1, P2 and so on: [interview transcripts]
Hypotheses we had going in: [prior hypotheses]

Task:
1. A three-line profile per participant: context, the job they are trying to get done and their strongest quote.
2. Cluster the findings into themes: jobs to be done, triggers, pains and workarounds, desired outcomes and objections. For each, list the supporting participants and one or two verbatim quotes.
3. Grade the evidence: strong (several people describing past behavior), moderate, or weak (one person, or predictions such as "I would pay for that").
4. Mark each hypothesis as supported, contradicted or not tested, with the evidence.
5. Note surprises, contradictions and differences between segments.
6. Recommend what to do, stop and research next, each linked to its themes.

Constraints: quote only what is in the transcripts and never present a paraphrase as a quote. Compliments and hypothetical promises are not validation. Keep participants anonymous, by label and segment only.

Output format: a five-bullet executive summary, a themes table (theme | type | participants | evidence | key quote), the hypothesis check, the surprises and the recommendations.`,
      pt: `Você é pesquisador sênior de produto. Sintetize as entrevistas abaixo com rigor: cada padrão precisa se apoiar no que as pessoas disseram e fizeram, não no que eu queria ouvir.

Pergunta de pesquisa e a decisão que ela apoia: [pergunta de pesquisa e decisão]
Quem foi entrevistado e como foi recrutado: [participantes e segmentos]
Anotações ou transcrições, um bloco por participante, identificados como P1, P2 e assim por diante: [transcrições das entrevistas]
Hipóteses que tínhamos antes: [hipóteses iniciais]

O que eu preciso:
1. Um perfil de três linhas por participante: contexto, o trabalho que ele tenta resolver e a fala mais forte.
2. Agrupe as descobertas em temas: jobs to be done, gatilhos, dores e gambiarras, resultados desejados e objeções. Em cada tema, indique os participantes que o sustentam e uma ou duas falas literais.
3. Classifique a evidência: forte (várias pessoas descrevendo comportamento passado), moderada ou fraca (uma pessoa só, ou previsões como "eu pagaria por isso").
4. Marque cada hipótese como confirmada, contrariada ou não testada, com a evidência.
5. Registre surpresas, contradições e diferenças entre segmentos.
6. Recomende o que fazer, o que parar e o que pesquisar a seguir, cada item ligado aos seus temas.

Restrições: cite só o que está nas transcrições e nunca apresente paráfrase como fala literal. Elogio e promessa hipotética não são validação. Mantenha os participantes anônimos, só com código e segmento.

Formato da resposta: resumo executivo em cinco tópicos, tabela de temas (tema | tipo | participantes | evidência | fala principal), a checagem das hipóteses, as surpresas e as recomendações.`,
    },
    instructions: {
      en: "A batch of interviews with a similar profile gives the clearest synthesis; mixing very different segments in one pass blurs the patterns, so run them separately and compare. Remove names, company names and contact details before pasting, and make sure participants agreed to the recording and to how their answers will be used. If the transcripts are long, synthesize them in groups of three or four and then ask for a merged synthesis.",
      pt: "Um lote de entrevistas com perfil parecido rende a síntese mais clara; misturar segmentos muito diferentes de uma vez borra os padrões, então rode separado e compare. Tire nomes, empresas e contatos antes de colar e garanta que os participantes autorizaram a gravação e o uso das respostas, como pede a LGPD. Se as transcrições forem longas, sintetize em grupos de três ou quatro e depois peça uma síntese consolidada.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from Jobs to Be Done interviewing, affinity mapping and the evidence rules popularized by Rob Fitzpatrick's The Mom Test.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado das entrevistas de Jobs to Be Done, do mapa de afinidades e das regras de evidência popularizadas pelo livro The Mom Test, de Rob Fitzpatrick.",
    },
    steps: {
      en: [
        'Ask it to turn the strongest themes into problem statements and "how might we" questions for your next workshop.',
        "Request an interview guide for the next round that tests the weak-evidence themes with questions about past behavior, not opinions.",
        "Have it write a two-page research readout for leadership, with the three quotes that make the case and the decision you recommend.",
        "Paste your product backlog and ask which items the evidence supports, which it contradicts and which nobody mentioned at all.",
        "After the next round, paste the new transcripts with this synthesis and ask what changed, what grew stronger and what fell apart.",
      ],
      pt: [
        'Peça que a IA transforme os temas mais fortes em declarações de problema e perguntas "como poderíamos" para a próxima oficina.',
        "Peça um roteiro para a próxima rodada que teste os temas de evidência fraca com perguntas sobre comportamento passado, não sobre opinião.",
        "Peça um relatório de pesquisa de duas páginas para a diretoria, com as três falas que sustentam a conclusão e a decisão que você recomenda.",
        "Cole o backlog do produto e pergunte quais itens a evidência sustenta, quais ela contradiz e quais ninguém mencionou.",
        "Depois da próxima rodada, cole as transcrições novas junto com esta síntese e pergunte o que mudou, o que ganhou força e o que caiu por terra.",
      ],
    },
    tags: {
      en: ["customer interviews", "user research", "jobs to be done", "product discovery"],
      pt: ["entrevistas com clientes", "pesquisa com usuários", "jobs to be done", "discovery de produto"],
    },
  },

  // 36 — programming — SQL query explainer for inherited code (drop, week 3)
  {
    id: 36,
    categoryId: "programming",
    isPremium: false,
    featured: false,
    publishedAt: "2025-06-09",
    relatedPromptIds: [14, 2],
    title: {
      en: "SQL Query Explainer for Inherited Code",
      pt: "Explicador de Queries SQL Herdadas",
    },
    tagline: {
      en: "Understand what a scary query really does before you touch it.",
      pt: "Entenda o que aquela query assustadora faz de verdade antes de mexer nela.",
    },
    description: {
      en: "Explains a complex or legacy SQL query in plain language, states the business rule behind it, exposes traps like join fan-out and NULLs, and proposes a clearer version with tests.",
      pt: "Explica em linguagem simples uma query SQL complexa ou herdada, revela a regra de negócio, expõe armadilhas como duplicação por join e NULL e propõe uma versão mais clara, com testes.",
    },
    promptText: {
      en: `You are a senior data engineer and a patient teacher. Explain the SQL query below to someone who must maintain it tomorrow, then help make it safer to change.

Database engine and version: [database engine and version]
The query: [sql query]
Table definitions and keys: [table definitions and keys]
What I think it should do, if I know: [expected purpose]

Task:
1. In one paragraph, the business question it answers, in words a product manager would understand, and any mismatch with the purpose I described.
2. Walk through it in logical evaluation order (FROM and JOINs, WHERE, GROUP BY, HAVING, window functions, SELECT, ORDER BY), saying what each step does to the rows and what one row represents at each stage.
3. Decode every subquery, CTE, window function and cryptic alias.
4. Hunt for traps: joins that multiply rows, WHERE filters that silently turn a LEFT JOIN into an inner join, NULL comparisons, implicit casts, DISTINCT hiding duplicates, time zones and date boundaries, non-deterministic ordering.
5. Propose a clearer version with named CTEs and comments that returns exactly the same result, plus three to five test cases (a few input rows and the expected output) that would catch the traps.

Constraints: do not assume columns or tables that are not shown; list your assumptions. Use syntax valid for the stated engine. If a change could alter the result, say so plainly.

Output format: the business summary, the walkthrough, a traps table (trap | where | effect | fix), the rewritten query in a code block and the test cases.`,
      pt: `Você é engenheiro de dados sênior e um professor paciente. Explique a query SQL abaixo para quem vai ter de dar manutenção nela amanhã e depois ajude a deixá-la mais segura de alterar.

Banco de dados e versão: [banco de dados e versão]
A query: [query sql]
Estrutura das tabelas e chaves: [estrutura das tabelas e chaves]
O que acho que ela deveria fazer, se eu souber: [finalidade esperada]

O que eu preciso:
1. Em um parágrafo, a pergunta de negócio que ela responde, em palavras que um gerente de produto entenderia, e qualquer divergência em relação à finalidade que descrevi.
2. Percorra a query na ordem lógica de avaliação (FROM e JOINs, WHERE, GROUP BY, HAVING, funções de janela, SELECT, ORDER BY), dizendo o que cada etapa faz com as linhas e o que uma linha representa em cada ponto.
3. Decifre cada subquery, CTE, função de janela e alias enigmático.
4. Cace armadilhas: joins que multiplicam linhas, filtro no WHERE que transforma um LEFT JOIN em INNER JOIN sem avisar, comparação com NULL, conversão implícita de tipo, DISTINCT escondendo duplicidade, fuso horário e virada de data, ordenação não determinística.
5. Proponha uma versão mais clara, com CTEs bem nomeadas e comentários, que devolva exatamente o mesmo resultado, e escreva de três a cinco casos de teste (poucas linhas de entrada e a saída esperada) que peguem as armadilhas.

Restrições: não presuma colunas nem tabelas que não aparecem; liste as premissas. Use sintaxe válida para o banco informado. Se uma mudança puder alterar o resultado, diga isso com todas as letras.

Formato da resposta: o resumo de negócio, o passo a passo, tabela de armadilhas (armadilha | onde | efeito | correção), a query reescrita em bloco de código e os casos de teste.`,
    },
    instructions: {
      en: "Include the table definitions with primary and foreign keys, because whether a join can multiply rows depends on them. Replace real customer data in any sample rows with made-up values. Run the rewritten query next to the original on a copy of production data and compare row counts and totals before replacing anything; if your problem is speed rather than understanding, use the SQL optimizer prompt instead.",
      pt: "Inclua a estrutura das tabelas com as chaves primárias e estrangeiras, porque é delas que depende um join duplicar linhas ou não. Troque dados reais de clientes por valores fictícios em qualquer amostra de linhas. Rode a query reescrita lado a lado com a original numa cópia dos dados de produção e compare contagem de linhas e totais antes de substituir; se o problema for lentidão, e não entendimento, use o prompt de otimização de queries SQL.",
    },
    credits: {
      en: "Written by the Promptário editorial team, drawing on the logical query-processing order described in SQL references and common review checklists for analytical queries.",
      pt: "Escrito pela equipe editorial do Promptário, com base na ordem lógica de processamento de queries descrita nas referências de SQL e em checklists usuais de revisão de queries analíticas.",
    },
    steps: {
      en: [
        "Ask it to draw the data flow as a simple text diagram of tables, joins and aggregations, ready to paste into your documentation.",
        "Paste the output of the original and the rewritten query on the same data and ask it to explain any difference in rows or totals.",
        "Request a data-quality query for each trap it found, such as duplicate keys or unexpected NULLs, to run against the real tables.",
        "Have it convert the test cases into the format your team uses, for example dbt tests or a SQL unit-test file.",
        "Ask for a short comment block to sit above the query, stating its purpose, what one row represents, its owner and known caveats.",
      ],
      pt: [
        "Peça o fluxo dos dados num diagrama simples em texto, com tabelas, joins e agregações, pronto para colar na documentação.",
        "Cole o resultado da query original e da reescrita sobre os mesmos dados e peça para explicar qualquer diferença de linhas ou totais.",
        "Peça uma query de qualidade de dados para cada armadilha encontrada, como chave duplicada ou NULL inesperado, para rodar nas tabelas reais.",
        "Peça para converter os casos de teste no formato que o time usa, por exemplo testes do dbt ou um arquivo de testes unitários de SQL.",
        "Peça um bloco curto de comentário para ficar acima da query, com a finalidade, o que cada linha representa, o responsável e as ressalvas conhecidas.",
      ],
    },
    tags: {
      en: ["sql", "legacy code", "data engineering", "documentation"],
      pt: ["sql", "código legado", "engenharia de dados", "documentação"],
    },
  },

  // 37 — education — lesson plan with built-in formative assessment (drop, week 4, premium)
  {
    id: 37,
    categoryId: "education",
    isPremium: true,
    featured: false,
    publishedAt: "2025-06-09",
    relatedPromptIds: [12, 24],
    title: {
      en: "Lesson Plan with Built-In Formative Assessment",
      pt: "Plano de Aula com Avaliação Formativa do Início ao Fim",
    },
    tagline: {
      en: "Know who has learned what while the lesson is still running, and what to do about it.",
      pt: "Saiba quem aprendeu o quê enquanto a aula ainda está acontecendo, e o que fazer com isso.",
    },
    description: {
      en: "Plans a lesson around checks for understanding: a diagnostic opener, a hinge question with decision rules, all-student responses and an exit ticket that shapes the next class.",
      pt: "Planeja a aula em torno de checagens de aprendizagem: sondagem inicial, pergunta-dobradiça com regras de decisão, respostas da turma toda e bilhete de saída que orienta a próxima aula.",
    },
    promptText: {
      en: `You are an experienced teacher and formative-assessment coach. Plan a lesson in which I can see, at every stage, what my students have understood, and adjust on the spot.

Subject, topic and place in the unit: [subject, topic and unit]
Grade and class profile: [grade and class profile]
Lesson length and resources: [lesson length and resources]
Learning objective and standard: [learning objective and standard]
Misconceptions I usually see on this topic: [common misconceptions]

Task:
1. A learning intention and two or three success criteria in student language.
2. A three-minute diagnostic opener that surfaces prior knowledge and the misconceptions above.
3. A teaching sequence with an all-student check for understanding (mini whiteboards, ABCD cards, cold calling) at every transition.
4. One hinge question for the turning point: multiple choice, answerable in under a minute, each wrong option revealing a specific misconception, with decision rules for when most get it right, the class is split or most get it wrong.
5. A short peer or self-assessment against the success criteria, with sentence starters.
6. A three-question exit ticket with an answer key and a guide for grouping students for the next lesson.

Constraints: realistic timing, only my listed resources, no grades on formative checks, plus one support adaptation and one stretch task.

Output format: a header, a minute-by-minute table (time | stage | teacher | students | check | if... then...), the hinge question with its rules, the exit ticket and the grouping guide.`,
      pt: `Você é professor experiente e formador em avaliação formativa. Planeje uma aula em que eu consiga ver, em cada etapa, o que os alunos entenderam, e ajustar na hora.

Componente, tema e lugar na sequência didática: [componente, tema e sequência didática]
Ano e perfil da turma: [ano e perfil da turma]
Duração e recursos: [duração e recursos]
Objetivo e habilidade da BNCC (com código, se houver): [objetivo e habilidade da BNCC]
Erros que costumo ver nesse tema: [erros conceituais comuns]

O que eu preciso:
1. A intenção de aprendizagem e dois ou três critérios de sucesso na linguagem do aluno.
2. Uma sondagem de abertura de três minutos que revele os conhecimentos prévios e os erros que listei.
3. A sequência da aula com uma checagem em que todos respondem (miniquadro, cartões ABCD, aluno sorteado) em cada transição.
4. Uma pergunta-dobradiça para o ponto de virada: múltipla escolha, respondida em menos de um minuto, com cada alternativa errada revelando um erro específico, e regras de decisão para quando a maioria acerta, a turma se divide ou a maioria erra.
5. Um momento curto de autoavaliação ou avaliação entre pares com base nos critérios, com começos de frase.
6. Um bilhete de saída de três perguntas, com gabarito e um guia para agrupar os alunos na próxima aula.

Restrições: tempos realistas, só os recursos listados, nada de nota nas checagens formativas, mais uma adaptação para quem precisa de apoio e um desafio para quem avança mais rápido.

Formato da resposta: cabeçalho, tabela minuto a minuto (tempo | etapa | professor | alunos | checagem | se... então...), a pergunta-dobradiça com as regras, o bilhete de saída e o guia de agrupamento.`,
    },
    instructions: {
      en: "List the misconceptions you actually see in your classroom; they are the raw material for the hinge question and make the plan fit your students. If there are no devices, say so, and the checks will rely on paper cards or mini whiteboards. Answer the hinge question yourself before class: if a student could get it right for the wrong reason, ask for a better one.",
      pt: "Liste os erros que você realmente vê na sua sala; eles são a matéria-prima da pergunta-dobradiça e deixam o plano com a cara da sua turma. Se não houver celular nem internet, diga isso, e as checagens vão usar cartões de papel ou miniquadros (uma folha dentro de um saquinho plástico e caneta de quadro branco resolvem). Responda você mesmo à pergunta-dobradiça antes da aula: se um aluno puder acertar pelo motivo errado, peça outra.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from Dylan Wiliam's work on embedded formative assessment, including hinge questions and all-student response techniques.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado do trabalho de Dylan Wiliam sobre avaliação formativa incorporada à aula, incluindo perguntas-dobradiça e técnicas em que todos respondem.",
    },
    steps: {
      en: [
        "Ask for three more hinge questions on the same topic, so you can reuse the routine in the following lessons.",
        "After class, paste the exit-ticket answers without student names and ask it to form groups and plan a ten-minute reteaching start for each one.",
        "Request a printable set of ABCD cards and a success-criteria checklist students can keep on their desks.",
        "Ask it to turn the feedback sentence starters into a peer-feedback routine students can run on their own by the third lesson.",
        "At the end of the unit, paste the results of each check and ask which misconceptions persisted and how to address them in the summative assessment.",
      ],
      pt: [
        "Peça mais três perguntas-dobradiça sobre o mesmo tema, para repetir a rotina nas aulas seguintes.",
        "Depois da aula, cole as respostas do bilhete de saída sem identificar os alunos e peça para formar grupos e planejar uma retomada de dez minutos para cada um.",
        "Peça um jogo de cartões ABCD para imprimir e uma lista de critérios de sucesso para os alunos deixarem na carteira.",
        "Peça para transformar os começos de frase numa rotina de feedback entre pares que a turma consiga conduzir sozinha a partir da terceira aula.",
        "No fim da sequência didática, cole os resultados de cada checagem e pergunte quais erros persistiram e como tratá-los na avaliação somativa.",
      ],
    },
    tags: {
      en: ["lesson plan", "formative assessment", "hinge questions", "teaching"],
      pt: ["plano de aula", "avaliação formativa", "bncc", "docência"],
    },
  },

  // 38 — nutrition — budget meal prep for the week (drop, week 5)
  {
    id: 38,
    categoryId: "nutrition",
    isPremium: false,
    featured: false,
    publishedAt: "2025-06-09",
    relatedPromptIds: [9, 10],
    title: {
      en: "Budget Meal Prep: A Week of Lunches and Dinners",
      pt: "Marmitas da Semana com Orçamento Apertado",
    },
    tagline: {
      en: "Cook once, eat well all week and stay inside the number you set.",
      pt: "Cozinhe uma vez, coma bem a semana toda e não passe do valor que você definiu.",
    },
    description: {
      en: "Plans a week of batch-cooked lunches and dinners around a fixed grocery budget, with cost per portion, one shopping list, a single prep session and safe storage times.",
      pt: "Planeja uma semana de almoços e jantares em marmita a partir de um valor fixo de mercado, com custo por porção, uma lista de compras, uma sessão de preparo e conservação segura.",
    },
    promptText: {
      en: `You are a dietitian and practical home cook who specializes in eating well on a tight budget. Plan a week of batch-cooked lunches and dinners that stays within my budget and is not boring by Thursday.

People and portions per day: [people and portions]
Grocery budget for the week: [weekly budget]
Where I shop and prices I know: [where I shop and known prices]
Equipment and freezer space: [equipment and storage]
Restrictions, allergies and foods we will not eat: [restrictions and dislikes]
Time for one prep session: [prep time available]

Task:
1. Choose two or three base recipes that change with different sauces, spices and sides, built on low-cost staples (beans, lentils, eggs, seasonal produce, cheaper cuts).
2. Build the week as a table of lunches and dinners, showing how each base becomes a different meal.
3. Write the shopping list with quantities and prices per item and in total, using my prices or clearly marked estimates; if it goes over budget, say what to swap.
4. Give the cost per portion of each meal.
5. Plan the prep session step by step, making the best use of stovetop, oven and counter.
6. Give safe storage times: fridge or freezer, how to thaw and reheat, and what to eat first.

Constraints: balanced plates following public dietary guidelines, no extreme restriction, no supplements, nothing from my restriction list and recipes with ten ingredients or fewer. Never invent prices.

Output format: the week table, the priced shopping list, the cost per portion, the prep timeline, a storage chart and three ideas for leftovers.`,
      pt: `Você é nutricionista especializado em comer bem gastando pouco e um cozinheiro prático de casa. Planeje uma semana de almoços e jantares em marmita que caiba no meu orçamento e não enjoe lá pela quinta-feira.

Pessoas e marmitas por dia: [pessoas e marmitas]
Orçamento de mercado da semana (em R$): [orçamento da semana]
Onde compro e preços que conheço (feira, sacolão, atacarejo): [onde compro e preços conhecidos]
Equipamentos e espaço no freezer: [equipamentos e espaço]
Restrições, alergias e o que não comemos: [restrições e o que não comemos]
Tempo para uma sessão de preparo: [tempo para o preparo]

O que eu preciso:
1. Escolha duas ou três receitas-base que mudem com molhos, temperos e acompanhamentos, usando alimentos baratos (feijão, lentilha, ovo, legumes da estação, cortes como acém, músculo e sobrecoxa).
2. Monte a semana numa tabela de almoços e jantares, mostrando como cada base vira uma refeição diferente.
3. Escreva a lista de compras com quantidades e preço por item e total, com os meus preços ou estimativas marcadas; se passar do orçamento, diga o que trocar.
4. Calcule o custo por marmita de cada refeição.
5. Planeje a sessão de preparo passo a passo, aproveitando bem fogão, forno e pia.
6. Dê os prazos de conservação seguros: geladeira ou freezer, como descongelar e esquentar e o que comer primeiro.

Restrições: pratos equilibrados, seguindo o Guia Alimentar para a População Brasileira, com arroz e feijão de base quando fizer sentido, nada de dieta restritiva, sem suplementos, nada da minha lista de restrições e receitas com até dez ingredientes. Nunca invente preço.

Formato da resposta: a tabela da semana, a lista de compras com preços, o custo por marmita, o cronograma do preparo, um quadro de conservação e três ideias para as sobras.`,
    },
    instructions: {
      en: "Check prices in your supermarket's app or weekly flyer before you start and paste the ones you know; AI price estimates go out of date quickly and vary by region. Use airtight containers, cool cooked food quickly before it goes in the fridge and label every container with the date. This is general guidance: anyone with a medical condition, pregnancy or special dietary needs should have the plan reviewed by a registered dietitian.",
      pt: "Confira os preços no aplicativo ou no encarte do seu mercado antes de começar e cole os que souber; estimativa de preço feita pela IA envelhece rápido e muda muito de região para região. Aproveite a promoção de proteína do atacarejo e congele já porcionado. Use potes bem vedados, deixe a comida esfriar rápido antes de ir para a geladeira e etiquete cada pote com a data. O conteúdo é orientativo: em caso de doença, gestação ou necessidades específicas, valide o plano com um nutricionista.",
    },
    credits: {
      en: "Written by the Promptário editorial team, based on public dietary guidelines, food-safety guidance on cooling and storing cooked food and common batch-cooking practice.",
      pt: "Escrito pela equipe editorial do Promptário, com base no Guia Alimentar para a População Brasileira, em orientações de segurança dos alimentos para resfriar e guardar comida pronta e em práticas consagradas de preparo de marmitas.",
    },
    steps: {
      en: [
        "Ask for a vegetarian week at the same budget and compare its cost per portion with the current plan.",
        "Request a four-week rotation of base recipes that shares one pantry list, so you can buy staples in bulk once a month.",
        "At the end of the week, tell it what you actually spent and what was left over, and ask for next week's plan adjusted to reality.",
        "Ask for a version that adds breakfast and snacks, showing how much that adds to the weekly total.",
        "Have it write a label for each container with the meal name, the date and reheating instructions, ready to print or copy by hand.",
      ],
      pt: [
        "Peça uma semana vegetariana com o mesmo orçamento e compare o custo por marmita com o plano atual.",
        "Peça um rodízio de quatro semanas de receitas-base com a mesma lista de despensa, para comprar os itens básicos no atacado uma vez por mês.",
        "No fim da semana, conte quanto gastou de fato e o que sobrou, e peça o plano da semana seguinte ajustado à realidade.",
        "Peça uma versão com café da manhã e lanche da tarde, mostrando quanto isso acrescenta ao total da semana.",
        "Peça uma etiqueta para cada pote com o nome da refeição, a data e como esquentar, pronta para imprimir ou copiar à mão.",
      ],
    },
    tags: {
      en: ["meal prep", "budget", "batch cooking", "healthy eating"],
      pt: ["marmitas", "economia", "comida caseira", "alimentação saudável"],
    },
  },

  // 39 — marketing — pricing page rewrite (drop, week 6, premium)
  {
    id: 39,
    categoryId: "marketing",
    isPremium: true,
    featured: false,
    publishedAt: "2025-06-09",
    relatedPromptIds: [25, 30, 35],
    title: {
      en: "Pricing Page Rewrite That Helps People Choose",
      pt: "Reescrita da Página de Preços para Facilitar a Escolha",
    },
    tagline: {
      en: "Make the right plan obvious, the price feel fair and the next step effortless.",
      pt: "Deixe o plano certo óbvio, o preço justo e o próximo passo sem esforço.",
    },
    description: {
      en: "Rewrites your pricing page: plans framed by who they are for, value-led descriptions, a clear comparison table, honest anchoring, a billing FAQ and three A/B tests.",
      pt: "Reescreve a sua página de preços: planos apresentados pelo público, descrições pelo valor, tabela de comparação clara, ancoragem honesta, FAQ de cobrança e três testes A/B.",
    },
    promptText: {
      en: `You are a pricing-page copywriter for software and service businesses. Rewrite my pricing page so a visitor can see in under a minute which plan fits them and why it is worth the price.

Product and who buys it: [product and buyers]
Current plans and prices, as on the page today: [current plans and prices]
Billing options (monthly, annual, per seat, trial, guarantee): [billing options]
Common objections from sales and support: [common objections]
The plan most people should choose, and why: [recommended plan and reason]

Task:
1. Diagnose where visitors get confused and where value or prices feel unclear.
2. Reframe each plan around who it is for, with a one-line "best for" and the outcome it delivers.
3. Rewrite descriptions as value, leading with the three features that justify each upgrade.
4. Design the comparison table: which rows matter and what to highlight.
5. Recommend honest anchoring: plan order, a "most popular" badge only if it is true, annual-discount framing and price per month or per seat.
6. Write a six-question FAQ on billing, cancellation, plan changes, refunds, data and support.
7. Propose three A/B tests, each with a hypothesis and a deciding metric.

Constraints: no fake discounts, invented "regular prices", countdown timers or hidden fees; every charge visible before checkout. Do not change my prices unless I ask; flag packaging problems separately. No invented numbers or testimonials.

Output format: the diagnosis, the new copy in page order, from headline to final call to action, and a test table (test | hypothesis | metric).`,
      pt: `Você é copywriter de páginas de preço para empresas de software e de serviços. Reescreva a minha página de preços para que o visitante veja, em menos de um minuto, qual plano serve para ele e por que vale o preço.

Produto e quem compra: [produto e compradores]
Planos e preços, como estão na página hoje: [planos e preços atuais]
Formas de cobrança (mensal, anual, teste grátis, Pix, boleto, cartão parcelado): [formas de cobrança]
Objeções que o comercial e o suporte mais escutam: [objeções mais comuns]
O plano que a maioria deveria escolher, e por quê: [plano recomendado e motivo]

O que eu preciso:
1. Diagnostique onde o visitante se confunde e onde o valor ou o preço não ficam claros.
2. Reposicione cada plano pelo público, com uma linha de "ideal para" e o resultado que ele entrega.
3. Reescreva as descrições pelo valor, começando pelas três funcionalidades que justificam cada upgrade.
4. Desenhe a tabela de comparação: que linhas importam e o que destacar.
5. Recomende uma ancoragem honesta: ordem dos planos, selo de "mais escolhido" só se for verdade, como apresentar o desconto do plano anual e se o preço aparece por mês ou por usuário.
6. Escreva um FAQ de seis perguntas sobre cobrança, cancelamento, troca de plano, reembolso (com o direito de arrependimento do CDC, se vender a consumidor final), dados e suporte.
7. Proponha três testes A/B, cada um com hipótese e a métrica que decide.

Restrições: nada de desconto falso, de "de/por" com preço "de" que nunca foi praticado, de cronômetro ou de taxa escondida; toda cobrança visível antes do checkout, como exige o Código de Defesa do Consumidor. Não mude os meus preços sem eu pedir; aponte à parte problemas de empacotamento. Nada de números ou depoimentos inventados.

Formato da resposta: o diagnóstico, a nova copy na ordem da página, do título à chamada final, e uma tabela de testes (teste | hipótese | métrica).`,
    },
    instructions: {
      en: "Paste the current page as text, fine print included, and add what your sales and support teams hear every week; that is where the real objections live. If you know your plan mix or trial-to-paid rate, include it, since it shows whether the problem is choice or perceived value. When testing, change one thing at a time and let each test collect enough conversions before you call a winner.",
      pt: "Cole a página atual em texto, com as letras miúdas, e acrescente o que o comercial e o suporte escutam toda semana; é ali que moram as objeções reais. Se souber o mix de planos ou a conversão do teste grátis para pago, inclua, porque isso mostra se o problema é a escolha ou o valor percebido. Se vende também fora do Brasil, peça versões separadas em reais e em dólar. Nos testes, mude uma coisa por vez e junte conversões suficientes antes de declarar um vencedor.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from good-better-best packaging, value-based pricing communication and conversion-testing practice.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado da precificação em três níveis, da comunicação de preço baseada em valor e das práticas de teste de conversão.",
    },
    steps: {
      en: [
        "Ask it to read the new page as three visitor types, such as a freelancer, a small team and a large company, and say which plan each would pick and what still confuses them.",
        "Request the comparison table as structured data (CSV or JSON) for your developer or page builder.",
        "Have it write the in-product upgrade messages users see when they hit a plan limit, consistent with the new page.",
        "Ask for a cancellation flow that is easy and respectful, with an optional pause or downgrade offer instead of obstacles.",
        "After the first test, paste the results and ask for the next hypothesis, building on what the winner revealed about your customers.",
      ],
      pt: [
        "Peça que a IA leia a página nova como três tipos de visitante, por exemplo um autônomo, uma equipe pequena e uma empresa grande, e diga que plano cada um escolheria e o que ainda confunde.",
        "Peça a tabela de comparação em dados estruturados (CSV ou JSON) para o desenvolvedor ou para o construtor de páginas.",
        "Peça as mensagens de upgrade que aparecem dentro do produto quando o usuário bate no limite do plano, coerentes com a página nova.",
        "Peça um fluxo de cancelamento simples e respeitoso, com a opção de pausar ou mudar para um plano menor em vez de criar obstáculos.",
        "Depois do primeiro teste, cole os resultados e peça a próxima hipótese, partindo do que a versão vencedora revelou sobre os seus clientes.",
      ],
    },
    tags: {
      en: ["pricing page", "saas", "conversion", "copywriting"],
      pt: ["página de preços", "saas", "conversão", "copywriting"],
    },
  },

  // 40 — pattern — brand pattern built from the visual identity (drop, week 7)
  {
    id: 40,
    categoryId: "pattern",
    isPremium: false,
    featured: false,
    publishedAt: "2025-06-09",
    relatedPromptIds: [6, 18, 4],
    title: {
      en: "Brand Pattern Built from Your Visual Identity",
      pt: "Padrão de Marca Criado a partir da Sua Identidade Visual",
    },
    tagline: {
      en: "A signature repeat for packaging, social posts and stationery, drawn from your own logo and colors.",
      pt: "Uma estampa com a cara da marca para embalagens, posts e papelaria, feita com o seu logo e as suas cores.",
    },
    description: {
      en: "An image-generation prompt that turns the shapes and palette of your logo into a seamless brand pattern for packaging, social templates and stationery, without repeating the logo.",
      pt: "Prompt de geração de imagem que transforma as formas e a paleta do seu logo num padrão contínuo de marca para embalagens, posts e papelaria, sem repetir o logo inteiro.",
    },
    promptText: {
      en: `Seamless repeating brand pattern for [brand name and what it does], built from the visual language of its identity and designed as a single square tile that repeats perfectly on all four sides with no visible seams. Source shapes: [shapes from the logo and identity], abstracted and simplified into a small family of two or three modular elements (for example a fragment of the symbol, a curve taken from one letter and a simple dot or line), never the full logo repeated.

Arrangement: [pattern structure], on an underlying grid with consistent spacing, elements rotated or mirrored in a deliberate rhythm so the repeat feels intentional and unmistakably on-brand, with even density and no accidental stripes or clusters when tiled over a large surface.

Style: flat vector, crisp edges, stroke weight and corner radius matching the logo, no gradients, no texture, no 3D effects, no drop shadows. Palette: [brand colors with hex codes], with the background in one brand color, the motifs in one or two others and a small accent used sparingly; enough contrast to read, yet calm enough to carry text on top when used as a background.

Mood: [brand personality]. Intended use: [intended applications].

Flat orthographic view, even lighting, no mockup, no text, no letters, no watermark, no borders. High resolution, clean enough to vectorize. Square 1:1 aspect ratio (Midjourney: --ar 1:1 --tile).`,
      pt: `Padrão contínuo (seamless) de marca para [nome da marca e o que ela faz], construído com a linguagem visual da identidade e desenhado como um único módulo quadrado que se repete perfeitamente nos quatro lados, sem emendas visíveis. Formas de origem: [formas do logo e da identidade], abstraídas e simplificadas numa pequena família de dois ou três elementos modulares (por exemplo, um fragmento do símbolo, uma curva tirada de uma letra e um ponto ou traço simples), nunca o logo inteiro repetido.

Organização: [estrutura do padrão], sobre uma malha com espaçamento constante, com elementos girados ou espelhados num ritmo deliberado, para a repetição parecer intencional e ter a cara da marca, densidade homogênea e nenhuma listra ou mancha acidental quando o módulo cobrir uma superfície grande.

Estilo: vetor chapado, bordas nítidas, espessura de traço e raio de canto iguais aos do logo, sem degradê, sem textura, sem efeito 3D, sem sombra projetada. Paleta: [cores da marca com códigos hex], com o fundo numa cor da marca, os motivos em uma ou duas outras e um destaque pequeno usado com moderação; contraste suficiente para ler, mas calmo o bastante para receber texto por cima quando servir de fundo.

Clima: [personalidade da marca]. Aplicações: [aplicações previstas].

Vista ortográfica chapada, luz uniforme, sem mockup, sem texto, sem letras, sem marca d'água, sem bordas. Alta resolução, limpo o bastante para vetorizar. Formato quadrado 1:1 (no Midjourney: --ar 1:1 --tile).`,
    },
    instructions: {
      en: "Describe the logo's geometry in words, such as a rounded triangle or a thick arc from the letter C, and name the repeat structure: straight grid, half-drop, brick or diagonal. Give exact hex codes and correct the colors in the vector file, since image models only approximate them. Redraw the chosen tile with your real logo shapes, check it three by three and test it under text and photos before it goes into the brand guide.",
      pt: "Descreva a geometria do logo em palavras, como triângulo de cantos arredondados ou arco grosso tirado da letra C, e diga a estrutura da repetição: grade reta, meio salto (half-drop), tijolinho ou diagonal. Informe os códigos hex do manual e corrija as cores no arquivo vetorial, porque o modelo de imagem só as aproxima. Redesenhe o módulo escolhido com as formas reais do logo, confira a repetição três por três e teste sob texto e fotos antes de pôr no manual. Se a ferramenta responder melhor em inglês, use a versão em inglês.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from brand-identity practice, where a secondary graphic element is derived from the logo, and from surface-design repeat techniques.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado da prática de identidade visual, em que um grafismo de apoio nasce do logo, e das técnicas de rapport do design de superfície.",
    },
    steps: {
      en: [
        "Ask for a low-contrast version in two close tones of one brand color, for backgrounds that sit under text and photos.",
        "Generate an enlarged crop of the motif for a single hero surface, such as a shopping bag or a trade-show wall.",
        "Ask a text AI to write the pattern's usage rules for your brand guide: minimum scale, approved color combinations and what not to do.",
        "Generate mockups on a shipping box, tissue paper and an Instagram post template to check how the scale reads in each use.",
        "Have a text AI describe the geometric construction step by step, so a designer can rebuild the tile precisely from the logo files.",
      ],
      pt: [
        "Peça uma versão de baixo contraste, em dois tons próximos de uma mesma cor da marca, para fundos que recebem texto e fotos.",
        "Gere um recorte ampliado do motivo para uma única superfície de destaque, como uma sacola ou a parede de um estande de feira.",
        "Peça a uma IA de texto as regras de uso do padrão para o manual da marca: escala mínima, combinações de cor aprovadas e o que não fazer.",
        "Gere mockups numa caixa de envio, num papel de seda e num modelo de post para o Instagram, para ver como a escala funciona em cada uso.",
        "Peça a uma IA de texto o passo a passo da construção geométrica, para um designer refazer o módulo com precisão a partir dos arquivos do logo.",
      ],
    },
    tags: {
      en: ["brand pattern", "visual identity", "seamless pattern", "packaging"],
      pt: ["padrão de marca", "identidade visual", "padrão contínuo", "embalagem"],
    },
  },

  // 41 — portrait-photography — lifestyle portrait with your product (drop, week 8, premium)
  {
    id: 41,
    categoryId: "portrait-photography",
    isPremium: true,
    featured: false,
    publishedAt: "2025-06-09",
    relatedPromptIds: [17, 5, 25],
    title: {
      en: "Lifestyle Portrait with Your Product for Ads and Online Stores",
      pt: "Retrato Lifestyle com o Seu Produto para Anúncios e Loja Virtual",
    },
    tagline: {
      en: "A real-looking person using your product in a real-looking moment, not a stock photo.",
      pt: "Uma pessoa de verdade usando o seu produto num momento de verdade, sem cara de banco de imagens.",
    },
    description: {
      en: "An image-generation prompt for a natural-light lifestyle portrait of a person using your product, with a candid moment, a blank product surface for your real packshot and ad-ready framing.",
      pt: "Prompt de geração de imagem para um retrato lifestyle com luz natural de alguém usando o seu produto, com momento espontâneo, área lisa para a embalagem real e enquadramento para anúncio.",
    },
    promptText: {
      en: `Lifestyle portrait photograph for an advertising campaign: [person description] naturally using [product and how it is used] in [setting], in a candid in-between moment, as if captured during a real day rather than posed for a catalog. Expression: [expression and emotion], attention on the activity or softly on the product, not looking at the camera.

Composition: medium shot from the waist up, the person on the left third and the product clearly visible on the right third at a natural angle, held or used with relaxed, anatomically correct hands. Leave clean negative space at the top for a headline. The front of the product faces the camera, flat and unobstructed, with a plain, label-free surface so the real packaging can be composited later.

Setting and styling: a lived-in, believable [setting] with a few props that support the story, in colors that harmonize with [brand colors]; wardrobe in simple solid colors, with no visible brands or logos.

Light: soft natural daylight from a large window at the side, gentle fill, warm but true-to-life skin tones, subtle highlights on the product. Camera: full-frame, 50mm lens at f/2.8, eye level, focus on the face and the product, natural background blur. Realistic skin texture, light retouching only.

Photorealistic commercial lifestyle photography. No text, no logos, no watermark, no extra fingers, no distorted product shape. Vertical 4:5 aspect ratio for social feeds (Midjourney: --ar 4:5 --style raw).`,
      pt: `Fotografia de retrato lifestyle para campanha publicitária: [descrição da pessoa] usando com naturalidade [produto e como ele é usado] em [ambiente], num momento espontâneo, entre uma ação e outra, como um flagra de um dia real, e não uma pose de catálogo. Expressão: [expressão e emoção], com a atenção na atividade ou suavemente no produto, sem olhar para a câmera.

Composição: plano médio, da cintura para cima, pessoa no terço esquerdo e produto bem visível no terço direito, num ângulo natural, segurado ou usado com mãos relaxadas e anatomicamente corretas. Deixe um espaço livre e limpo no alto para o título. A frente do produto fica voltada para a câmera, plana e sem obstruções, com uma superfície lisa e sem rótulo, para a embalagem real ser aplicada depois.

Ambiente e produção: [ambiente] vivido e crível, com poucos objetos de cena que ajudem a contar a história, em cores que conversem com [cores da marca]; figurino em cores lisas, sem marcas ou logos aparentes.

Luz: luz natural do dia, suave, vinda de uma janela grande na lateral, preenchimento delicado, tons de pele quentes mas fiéis, reflexos sutis no produto. Câmera: full frame, lente 50mm em f/2.8, na altura dos olhos, foco no rosto e no produto, fundo naturalmente desfocado. Textura de pele realista, só retoque leve.

Fotografia publicitária lifestyle fotorrealista. Sem texto, sem logos, sem marca d'água, sem dedos a mais, sem forma do produto distorcida. Formato vertical 4:5 para o feed (no Midjourney: --ar 4:5 --style raw).`,
    },
    instructions: {
      en: "Image models redraw labels and small details, so never publish a generated product as if it were real: composite your real product photo onto the blank surface, or use the image only as a brief for a real shoot, because an ad showing something customers will not receive is misleading. Describe the person by visible traits, never use a real person's likeness without consent, and follow your ad platform's rules on labeling AI images.",
      pt: "Os modelos de imagem redesenham rótulos e detalhes, então nunca publique um produto gerado como se fosse real: aplique a foto verdadeira na área lisa ou use a imagem só como briefing para um ensaio, porque anúncio que mostra algo diferente do que o cliente recebe é propaganda enganosa pelo CDC. Descreva a pessoa por traços visíveis, não use o rosto de ninguém sem consentimento e siga as regras da plataforma sobre sinalizar imagens de IA. Se a ferramenta responder melhor em inglês, use a versão em inglês.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from commercial lifestyle photography practice: candid direction, window light and a composition that leaves room for copy and packshot compositing.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado da prática de fotografia publicitária lifestyle: direção espontânea, luz de janela e composição que reserva espaço para o texto e para a aplicação do packshot.",
    },
    steps: {
      en: [
        "Lock the approved person and setting with the same seed or a character reference and generate three more moments of use for a carousel.",
        "Ask for a horizontal 1.91:1 and a vertical 9:16 version of the same scene for feed ads and stories.",
        "Use a text AI to turn the winning image into a brief for a real photographer, with shot list, props, wardrobe and lighting.",
        "Generate two versions with different people and settings aimed at two customer segments, and test them against each other as ad creatives.",
        "Create a matching clean packshot on a plain background for marketplace main images, which usually require one, and check each marketplace's image rules.",
      ],
      pt: [
        "Trave a pessoa e o ambiente aprovados com a mesma seed ou uma referência de personagem e gere mais três momentos de uso para um carrossel.",
        "Peça uma versão horizontal 1.91:1 e outra vertical 9:16 da mesma cena, para anúncios no feed e nos stories.",
        "Use uma IA de texto para transformar a imagem vencedora num briefing para um fotógrafo de verdade, com lista de fotos, objetos de cena, figurino e luz.",
        "Gere duas versões com pessoas e ambientes diferentes para dois segmentos de clientes e teste uma contra a outra como criativos de anúncio.",
        "Crie um packshot limpo combinando, em fundo liso, para a foto principal de marketplaces como Mercado Livre e Shopee, e confira as regras de imagem de cada um.",
      ],
    },
    tags: {
      en: ["lifestyle photography", "product photography", "ads", "ecommerce"],
      pt: ["fotografia lifestyle", "foto de produto", "anúncios", "e-commerce"],
    },
  },
];

/** Week offset (1–8) after the seed week in which each drop prompt is published, one drop a week. */
export const DROP_WEEK: Record<number, number> = {
  34: 1,
  35: 2,
  36: 3,
  37: 4,
  38: 5,
  39: 6,
  40: 7,
  41: 8,
};
