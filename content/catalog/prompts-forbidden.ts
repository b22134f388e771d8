import type { CatalogPrompt } from "./types";

// "Forbidden" prompts: Legend-only, sharp but ethical and lawful. The catalogue flag that
// marks them is added by the wiring; here they are premium, not featured, and dated 2025-06-02.
export const CATALOG_PROMPTS_FORBIDDEN: CatalogPrompt[] = [
  // 26 — consulting — brutally honest pitch deck teardown (forbidden)
  {
    id: 26,
    categoryId: "consulting",
    isPremium: true,
    featured: false,
    publishedAt: "2025-06-02",
    relatedPromptIds: [22, 20, 28],
    title: {
      en: "Brutally Honest Pitch Deck Teardown",
      pt: "Crítica Sem Filtro do Seu Pitch Deck",
    },
    tagline: {
      en: "Hear what investors think but never say, before you walk into the room.",
      pt: "Ouça o que o investidor pensa e não fala, antes de entrar na reunião.",
    },
    description: {
      en: "A skeptical early-stage investor reads your deck slide by slide, says why it would get a pass, ranks the fixes by impact and lists the questions you must be ready for.",
      pt: "Um investidor cético lê o seu deck slide a slide, diz por que ele levaria um não, ordena as correções por impacto e lista as perguntas para as quais você precisa estar pronto.",
    },
    promptText: {
      en: `You are a partner at an early-stage venture fund who passes on most of the pitches you see. Read my deck as you would on a Monday with forty others in the queue, and tell me the truth, not what I want to hear.

Company and one-line pitch: [company and one-line pitch]
Stage, round size and use of funds: [stage, round size and use of funds]
Deck content, slide by slide, with each chart described: [deck content by slide]
Who I am pitching: [type of investor]

Task:
1. Verdict first: would you take the meeting, yes or no, and the single biggest reason.
2. Slide by slide: what you conclude in ten seconds, what is missing or vague and what undermines trust, quoting the exact words.
3. Stress-test market size, traction (real demand or vanity metrics), unit economics, competition ("no competitors" is a red flag), team and use of funds.
4. The three hardest questions I will face and what a strong answer must contain.
5. The fixes ranked by impact on the decision, plus new headlines for the three weakest slides.

Constraints: be blunt about the deck, never insulting about the people. Do not invent numbers or market data. Flag anything that could mislead an investor, such as projections shown as results or customer logos used without permission, and tell me to fix or remove it, never to disguise it.

Output format: the verdict in two lines; a table (slide | first impression | problem | fix); the stress test; the hard questions; the ranked fixes and the new headlines.`,
      pt: `Você é sócio de um fundo de venture capital de estágio inicial e diz não para a maioria dos pitches que vê. Leia o meu deck como leria numa segunda-feira, com outros quarenta na fila, e me diga a verdade, não o que eu quero ouvir.

Empresa e pitch em uma frase: [empresa e pitch em uma frase]
Estágio, valor da rodada e uso dos recursos: [estágio, valor da rodada e uso dos recursos]
Conteúdo do deck, slide a slide, com cada gráfico descrito: [conteúdo do deck por slide]
Para quem vou apresentar: [perfil do investidor]

O que eu preciso:
1. Veredito primeiro: você aceitaria a reunião, sim ou não, e o principal motivo.
2. Slide a slide: o que você conclui em dez segundos, o que falta ou está vago e o que derruba a confiança, citando as palavras exatas.
3. Ponha à prova tamanho de mercado, tração (demanda real ou métrica de vaidade), unit economics, concorrência ("não temos concorrentes" é sinal de alerta), time e uso dos recursos.
4. As três perguntas mais difíceis que vou ouvir e o que uma boa resposta precisa conter.
5. As correções por ordem de impacto na decisão e novos títulos para os três slides mais fracos.

Restrições: seja duro com o deck, nunca com as pessoas. Não invente números nem dados de mercado. Aponte tudo o que possa induzir o investidor a erro, como projeção apresentada como resultado ou logo de cliente usado sem autorização, e diga para corrigir ou tirar, nunca para disfarçar.

Formato da resposta: o veredito em duas linhas; tabela (slide | primeira impressão | problema | correção); a prova dos pontos centrais; as perguntas difíceis; as correções por prioridade e os novos títulos.`,
    },
    instructions: {
      en: "Paste the text of every slide and describe each chart in words, with its axes and numbers, because the AI cannot judge what it cannot read. State your real stage and traction: hiding a weak number only gets you advice for a company you are not. Remove confidential customer data before pasting, then use the critique to rewrite the deck and rehearse the three hard questions out loud with someone who will interrupt you.",
      pt: "Cole o texto de cada slide e descreva cada gráfico em palavras, com eixos e números, porque a IA não avalia o que não consegue ler. Informe o estágio e a tração reais: esconder um número fraco só rende conselho para uma empresa que não é a sua. Tire dados sigilosos de clientes antes de colar, use a crítica para reescrever o deck e ensaie em voz alta as três perguntas difíceis com alguém que não tenha cerimônia para interromper você.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from the questions early-stage investors commonly work through when screening a deck: problem, market, traction, business model, team and use of funds.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado das perguntas que investidores de estágio inicial costumam fazer ao triar um deck: problema, mercado, tração, modelo de negócio, time e uso dos recursos.",
    },
    steps: {
      en: [
        "Paste the rewritten deck and ask for a second pass that checks only whether the ranked fixes landed and whether anything new broke.",
        "Ask it to play the investor in a 20-minute first meeting, interrupting you with the hard questions, and answer as you would in the room.",
        "Request a bottom-up market sizing built from your own price, reachable segments and sales capacity, to replace a top-down figure nobody believes.",
        "Have it draft the short email that goes with the deck, with your strongest traction number in the first sentence.",
        "After each real meeting, paste the investor's questions and objections and ask which slide should change so they are answered before anyone asks.",
      ],
      pt: [
        "Cole o deck reescrito e peça uma segunda leitura que confira só se as correções priorizadas funcionaram e se alguma coisa nova quebrou.",
        "Peça que a IA faça o papel do investidor numa primeira reunião de 20 minutos, interrompendo você com as perguntas difíceis, e responda como faria na sala.",
        "Peça um dimensionamento de mercado bottom-up feito a partir do seu preço, dos segmentos que você alcança e da sua capacidade de venda, no lugar de um número top-down em que ninguém acredita.",
        "Peça o rascunho do e-mail curto que acompanha o deck, com o seu número de tração mais forte logo na primeira frase.",
        "Depois de cada reunião de verdade, cole as perguntas e objeções do investidor e pergunte qual slide mudar para que elas já estejam respondidas antes de alguém perguntar.",
      ],
    },
    tags: {
      en: ["pitch deck", "fundraising", "startup", "investors"],
      pt: ["pitch deck", "captação", "startup", "investidores"],
    },
  },

  // 27 — consulting — hard-nosed negotiation plan (forbidden)
  {
    id: 27,
    categoryId: "consulting",
    isPremium: true,
    featured: false,
    publishedAt: "2025-06-02",
    relatedPromptIds: [20, 32, 19],
    title: {
      en: "Hard-Nosed Negotiation Plan for a High-Stakes Deal",
      pt: "Plano de Negociação Firme para Acordos de Alto Valor",
    },
    tagline: {
      en: "Know your walk-away point, their pressure points and every concession before you sit down.",
      pt: "Chegue à mesa sabendo o seu limite, os pontos de pressão do outro lado e cada concessão possível.",
    },
    description: {
      en: "A complete negotiation plan: both sides' BATNA, target and walk-away numbers, a concession ladder, calm counters to their likely tactics and your exact opening lines.",
      pt: "O plano completo da negociação: a BATNA de cada lado, valores de meta e de abandono, escada de concessões, respostas às táticas prováveis e as suas frases de abertura.",
    },
    promptText: {
      en: `You are a negotiation advisor who prepares executives for high-stakes deals. Be hard-nosed about value and preparation, and strictly honest about what we say at the table.

Deal and counterparty: [deal and counterparty]
My goal and what I can trade: [my goal and what I can trade]
My alternatives if there is no deal: [my alternatives]
Their situation, pressures and deadlines, as far as I know: [what I know about the other side]
Terms on the table today: [current terms]

Task:
1. Map both sides: my BATNA, my best estimate of theirs, the interests behind each position and who really holds the power.
2. For every key term, set an ambitious but defensible target, a realistic outcome and my walk-away point.
3. Build a concession ladder: what I give, in what order and size, and what I get back each time. Nothing for free.
4. Predict their tactics (extreme anchors, artificial deadlines, "it's our standard contract", last-minute nibbles) with a calm counter for each.
5. Write my opening, my first offer with its rationale and three questions that make them reveal information, and say when to pause, escalate or walk away.

Constraints: no lies about material facts, no invented competing offers, no threats I would not carry out and no exploiting a counterpart in distress. Keeping my walk-away point private is fine; misrepresenting facts is not. Flag clauses a lawyer should review.

Output format: a one-page battle card (goal, BATNA, three numbers per term, top concessions and what each buys), then the full plan and scripts.`,
      pt: `Você é consultor de negociação e prepara executivos para acordos de alto valor. Seja duro na defesa de valor e na preparação, e rigorosamente honesto no que vamos dizer na mesa.

Acordo e outra parte: [acordo e outra parte]
Meu objetivo e o que posso ceder: [meu objetivo e o que posso ceder]
Minhas alternativas se não houver acordo: [minhas alternativas]
Situação, pressões e prazos do outro lado, até onde sei: [o que sei da outra parte]
Condições na mesa hoje (preço, prazo, multas, reajuste): [condições atuais]

O que eu preciso:
1. Mapeie os dois lados: a minha BATNA (a melhor alternativa sem acordo), a estimativa da deles, os interesses por trás das posições e quem tem mais poder de fato.
2. Para cada condição importante, defina uma meta ambiciosa mas defensável, um resultado realista e o meu ponto de abandono.
3. Monte uma escada de concessões: o que cedo, em que ordem e tamanho, e o que peço em troca a cada vez. Nada sai de graça.
4. Antecipe as táticas deles (âncora exagerada, prazo artificial, "é o nosso contrato padrão", o pedidinho extra na hora de fechar), com uma resposta tranquila para cada uma.
5. Escreva a minha abertura, a primeira proposta com a justificativa e três perguntas que façam o outro lado revelar informação, e diga quando pedir pausa, escalar ou levantar da mesa.

Restrições: nada de mentir sobre fatos relevantes, inventar proposta concorrente, fazer ameaça que eu não cumpriria ou se aproveitar de quem está fragilizado. Guardar o meu limite é legítimo; distorcer fatos, não. Aponte as cláusulas que merecem revisão de um advogado.

Formato da resposta: um cartão de batalha de uma página (objetivo, BATNA, três valores por condição, principais concessões e o que cada uma compra), seguido do plano completo e dos roteiros.`,
    },
    instructions: {
      en: "Do the homework before you paste: real prices from your last contracts, quotes from alternative suppliers or buyers, and what you know about the other side's quarter-end, capacity or deadlines. The plan is only as strong as your alternatives, so if your BATNA is weak, spend a week improving it before you negotiate. Have a lawyer review liability, exclusivity, termination and penalty clauses before you sign anything.",
      pt: "Faça a lição de casa antes de colar: preços reais dos últimos contratos, cotações de fornecedores ou compradores alternativos e o que você sabe do fechamento de trimestre, da capacidade ou dos prazos do outro lado. O plano vale o que valem as suas alternativas: se a sua BATNA for fraca, gaste uma semana fortalecendo-a antes de sentar para negociar. Leve as cláusulas de responsabilidade, exclusividade, rescisão, multa e índice de reajuste (IPCA ou IGP-M) para um advogado revisar antes de assinar.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from principled negotiation (Fisher and Ury's Getting to Yes), the BATNA and ZOPA concepts and common concession-planning practice.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado da negociação baseada em princípios (Como Chegar ao Sim, de Fisher e Ury), dos conceitos de BATNA e ZOPA e das práticas usuais de planejamento de concessões.",
    },
    steps: {
      en: [
        "Ask it to play the other side's negotiator with the tactics it predicted, and rehearse until your counters come out calmly and without apology.",
        "Request a short pre-meeting email that sets the agenda and frames the discussion around the interests both sides share.",
        "During breaks, paste what they said and offered and ask where you stand against your three numbers and what to trade next.",
        "Ask for a written recap template that confirms every agreed term the same day, so nothing gets reinterpreted later.",
        "After the deal, paste the final terms and ask for a debrief: what you conceded too early, what worked and what to prepare differently next time.",
      ],
      pt: [
        "Peça que a IA faça o papel do negociador do outro lado, usando as táticas que ela previu, e ensaie até as suas respostas saírem calmas e sem pedir desculpas.",
        "Peça um e-mail curto para mandar antes da reunião, com a pauta e a conversa enquadrada nos interesses que os dois lados têm em comum.",
        "Nos intervalos, cole o que o outro lado disse e ofereceu e pergunte onde você está em relação aos seus três valores e o que ceder em seguida.",
        "Peça um modelo de resumo por escrito que confirme no mesmo dia cada condição combinada, para ninguém reinterpretar nada depois.",
        "Depois do acordo, cole as condições finais e peça um balanço: o que você cedeu cedo demais, o que funcionou e o que preparar diferente na próxima vez.",
      ],
    },
    tags: {
      en: ["negotiation", "contracts", "batna", "procurement"],
      pt: ["negociação", "contratos", "batna", "compras"],
    },
  },

  // 28 — personal-ai — devil's advocate review of a decision (forbidden)
  {
    id: 28,
    categoryId: "personal-ai",
    isPremium: true,
    featured: false,
    publishedAt: "2025-06-02",
    relatedPromptIds: [19, 31, 26],
    title: {
      en: "Devil's Advocate Review of a Decision You Have Almost Made",
      pt: "Advogado do Diabo para uma Decisão Quase Tomada",
    },
    tagline: {
      en: "Let someone argue hard against your plan before reality does.",
      pt: "Deixe alguém atacar o seu plano com força antes que a realidade faça isso.",
    },
    description: {
      en: "A relentless but fair critic attacks the decision you are leaning toward: the strongest case against it, shaky assumptions, hidden biases and the signals that should make you stop.",
      pt: "Um crítico implacável, mas justo, ataca a decisão para a qual você pende: o melhor argumento contra, as premissas frágeis, os vieses escondidos e os sinais para parar.",
    },
    promptText: {
      en: `Act as my devil's advocate. I have nearly made up my mind, and I want you to argue against my decision as hard and as honestly as a smart opponent would. Do not soften it or agree with me to be polite.

The decision I am leaning toward: [decision I am leaning toward]
Why I think it is right: [my reasons]
Alternatives I rejected and why: [rejected alternatives]
What is at stake (money, time, reputation, people): [what is at stake]

Task:
1. Steelman the opposite: the strongest case against this, or for the best rejected alternative.
2. List the assumptions the decision rests on, rate each as verified, plausible or wishful, and say which would hurt most if wrong.
3. Name the biases that may be at work (sunk cost, confirmation, overconfidence, fear of missing out) and quote the sentence in my reasons that reveals each one.
4. Invert it: what would I do if I wanted this to fail, and which of those things am I already doing?
5. Set kill criteria: the signals that should make me stop or reverse, and when to check for them.
6. Only then, say whether my decision survives and what would make it stronger.

Constraints: attack the idea, not me or anyone involved. Flag where you are speculating. If there is legal, medical or major financial risk, tell me which professional to consult.

Output format: the case against (300 words at most), an assumptions table (assumption | status | impact if wrong | cheapest test), the biases, the inversion list, the kill criteria and a three-sentence verdict.`,
      pt: `Seja o meu advogado do diabo. Estou quase decidido e quero que você argumente contra a minha decisão com a força e a honestidade de um oponente inteligente. Não suavize nem concorde comigo por educação.

A decisão para a qual estou pendendo: [decisão que estou inclinado a tomar]
Por que acho que ela é a certa: [meus motivos]
Alternativas que descartei e por quê: [alternativas descartadas]
O que está em jogo (dinheiro, tempo, reputação, pessoas): [o que está em jogo]

O que eu preciso:
1. Monte o melhor argumento contrário: o caso mais forte contra a decisão, ou a favor da melhor alternativa descartada.
2. Liste as premissas em que a decisão se apoia, classifique cada uma como comprovada, plausível ou pura torcida e diga qual mais me prejudicaria se estivesse errada.
3. Aponte os vieses que podem estar agindo (custo afundado, confirmação, excesso de confiança, medo de ficar de fora) e cite a frase dos meus motivos que denuncia cada um.
4. Inverta: o que eu faria se quisesse que isso desse errado, e quais dessas coisas já estou fazendo?
5. Defina critérios de parada: os sinais que devem me fazer parar ou voltar atrás, e quando checá-los.
6. Só então diga se a decisão sobrevive e o que a deixaria mais forte.

Restrições: ataque a ideia, não a mim nem a quem está envolvido. Avise quando estiver especulando. Se houver risco jurídico, de saúde ou financeiro alto, diga que profissional consultar.

Formato da resposta: o argumento contrário (até 300 palavras), tabela de premissas (premissa | situação | impacto se estiver errada | teste mais barato), os vieses, a lista da inversão, os critérios de parada e um veredito em três frases.`,
    },
    instructions: {
      en: "Write your reasons exactly as you would explain them to a friend, including the emotional ones; that is where the biases hide. Include the alternatives you dismissed quickly, because the strongest counter-argument is often one of them. Read the case against, sleep on it, and answer the kill-criteria question in writing before you commit.",
      pt: "Escreva os seus motivos do jeito que explicaria para um amigo, inclusive os emocionais; é ali que os vieses se escondem. Inclua as alternativas que você descartou rápido demais, porque o melhor contra-argumento costuma estar numa delas. Leia o argumento contrário, durma com ele e só então responda por escrito aos critérios de parada, antes de se comprometer.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from red-team review practice, Charlie Munger's inversion principle and the research on cognitive biases popularized by Daniel Kahneman.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado da prática de revisão por red team, do princípio da inversão de Charlie Munger e das pesquisas sobre vieses cognitivos popularizadas por Daniel Kahneman.",
    },
    steps: {
      en: [
        "Answer the case against in writing, then ask it to judge your rebuttal and say which objections you answered and which you dodged.",
        "Take the riskiest assumption from the table and ask for the cheapest test that could prove it wrong within two weeks.",
        "Ask it to write the decision memo you would show a board, a partner or your family, with the strongest objection and your response included.",
        "Put the kill criteria in your calendar as dated checkpoints, and at each one paste the real signals to decide whether to continue.",
        "Ask it to take the view of two people affected by the decision, such as a customer and a team member, and describe how each would see it.",
      ],
      pt: [
        "Responda por escrito ao argumento contrário e peça que a IA avalie a sua réplica, dizendo quais objeções você respondeu e de quais você fugiu.",
        "Pegue a premissa mais arriscada da tabela e peça o teste mais barato que poderia provar que ela está errada em até duas semanas.",
        "Peça o memorando da decisão que você mostraria ao conselho, a um sócio ou à família, já com a objeção mais forte e a sua resposta.",
        "Coloque os critérios de parada na agenda como checagens com data e, em cada uma, cole os sinais reais para decidir se segue em frente.",
        "Peça que a IA assuma o ponto de vista de duas pessoas afetadas pela decisão, como um cliente e alguém da equipe, e descreva como cada uma a enxergaria.",
      ],
    },
    tags: {
      en: ["devil's advocate", "decision making", "critical thinking", "cognitive bias"],
      pt: ["advogado do diabo", "tomada de decisão", "pensamento crítico", "vieses cognitivos"],
    },
  },

  // 29 — marketing — competitor teardown from public information only (forbidden)
  {
    id: 29,
    categoryId: "marketing",
    isPremium: true,
    featured: false,
    publishedAt: "2025-06-02",
    relatedPromptIds: [8, 30, 35],
    title: {
      en: "Competitor Teardown from Public Information Only",
      pt: "Raio-X da Concorrência Só com Informação Pública",
    },
    tagline: {
      en: "Understand how a rival wins, where it is weak and how to beat it, without crossing any lines.",
      pt: "Entenda como o concorrente ganha, onde ele é fraco e como vencê-lo, sem passar de nenhum limite.",
    },
    description: {
      en: "Turns what a competitor shows the world (site, pricing, ads, reviews, job posts) into its positioning, funnel, strengths and weak spots, with sourced findings and moves you can make.",
      pt: "Transforma o que o concorrente mostra ao público (site, preços, anúncios, avaliações, vagas) em posicionamento, funil, forças e fraquezas, com fontes e jogadas possíveis.",
    },
    promptText: {
      en: `You are a competitive intelligence analyst bound by a strict code of ethics: public information only, and a source for every finding. Tear down one competitor so my team knows how it wins and where it can be beaten.

My company and offer: [my company and offer]
Competitor: [competitor name and website]
Public material I collected (site, pricing, ads, reviews, job posts, filings): [public material collected]
The decision this should inform: [decision to inform]

Task:
1. Positioning: who they serve and what they promise, in their own words.
2. Offer and pricing: plans, anchors, discounts, guarantees and anything conspicuously missing.
3. Acquisition: the channels they invest in and the messages they repeat most.
4. Customer voice: recurring praise and complaints in reviews, grouped into themes, with how many reviews support each.
5. Strategy signals from hiring, launches and filings, clearly marked as inference.
6. Strengths to respect, weak spots to attack and three concrete moves for us, with impact and risk.

Constraints: only the material I provided or information that is publicly and lawfully available. Never suggest posing as a customer, candidate or journalist, using a former employee's confidential knowledge, scraping against a site's terms or collecting personal data. No disparaging claims we cannot prove. Label every finding as fact (with its source), inference or hypothesis.

Output format: a one-paragraph summary, a teardown table (area | what they do | evidence | confidence), strengths and weaknesses, the three moves and what to monitor monthly.`,
      pt: `Você é analista de inteligência competitiva e segue um código de ética rígido: só informação pública, e toda conclusão com fonte. Faça o raio-X de um concorrente para o meu time saber como ele ganha clientes e onde dá para vencê-lo.

Minha empresa e oferta: [minha empresa e oferta]
Concorrente: [nome e site do concorrente]
Material público que reuni (site, preços, anúncios, avaliações no Reclame Aqui, vagas, balanços): [material público reunido]
A decisão que isto deve apoiar: [decisão a apoiar]

O que eu preciso:
1. Posicionamento: para quem falam e o que prometem, nas palavras deles.
2. Oferta e preço: planos, âncoras, descontos, parcelamento, garantias e o que chama atenção por não estar lá.
3. Aquisição: os canais em que investem e as mensagens que mais repetem.
4. Voz do cliente: elogios e reclamações recorrentes, agrupados por tema, com quantas avaliações sustentam cada um.
5. Sinais de estratégia vindos de vagas, lançamentos e balanços, marcados claramente como inferência.
6. Forças a respeitar, pontos fracos a atacar e três jogadas concretas para nós, com impacto e risco.

Restrições: só o material que forneci ou informação pública obtida de forma lícita. Nunca sugira se passar por cliente, candidato ou jornalista, usar conhecimento confidencial de ex-funcionário, raspar dados contra os termos de um site ou coletar dados pessoais (a LGPD vale aqui também). Nada de falar mal do concorrente sem prova. Classifique cada conclusão como fato (com a fonte), inferência ou hipótese.

Formato da resposta: um parágrafo de resumo, tabela do raio-X (área | o que eles fazem | evidência | confiança), forças e fraquezas, as três jogadas e o que monitorar todo mês.`,
    },
    instructions: {
      en: "Collect the material first: homepage and pricing copy, ads from the Meta Ad Library or Google's Ads Transparency Center, 30 to 50 recent reviews from sites such as G2 or Trustpilot, open job posts and, for listed companies, the latest annual report. Note the date and source of each item. Keep the teardown internal, and have a lawyer check any comparative claim before it appears in your own advertising.",
      pt: "Reúna o material antes: textos da home e da página de preços, anúncios da Biblioteca de Anúncios da Meta ou da Central de Transparência de Anúncios do Google, de 30 a 50 avaliações recentes no Reclame Aqui ou na loja de apps, vagas abertas e, se for empresa de capital aberto, as demonstrações financeiras no site de RI. Anote data e fonte de cada item. Use o raio-X internamente e peça ao jurídico para revisar qualquer comparação antes de ela ir para a sua propaganda, que também segue o código do CONAR.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from the code of ethics of the competitive intelligence profession (SCIP) and the positioning, offer and funnel teardowns used by product marketing teams.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado do código de ética dos profissionais de inteligência competitiva (SCIP) e das análises de posicionamento, oferta e funil feitas por times de marketing de produto.",
    },
    steps: {
      en: [
        "Repeat the teardown for your two other main competitors and ask for a side-by-side comparison that shows the customer need nobody is serving well.",
        "Ask it to turn the weak spots into three positioning statements for your own site, then test them with five real customers.",
        "Request a battle card for your sales team: the competitor's claims, your honest answers and the questions that bring out the difference.",
        "Set a monthly reminder to paste new ads, prices and reviews and ask only what changed since the last teardown and what it signals.",
        "Have it draft a short win-loss interview guide to ask your own customers and lost prospects why they chose you or the competitor.",
      ],
      pt: [
        "Repita o raio-X com os seus outros dois principais concorrentes e peça um quadro comparativo que mostre a necessidade do cliente que ninguém atende bem.",
        "Peça que a IA transforme os pontos fracos em três frases de posicionamento para o seu site e teste-as com cinco clientes reais.",
        "Peça um material de apoio para o time comercial: o que o concorrente promete, as suas respostas honestas e as perguntas que deixam a diferença evidente.",
        "Crie um lembrete mensal para colar anúncios, preços e avaliações novos e pergunte só o que mudou desde o último raio-X e o que isso sinaliza.",
        "Peça um roteiro curto de entrevista de ganhos e perdas para perguntar a clientes e a negócios perdidos por que escolheram você ou o concorrente.",
      ],
    },
    tags: {
      en: ["competitor analysis", "competitive intelligence", "positioning", "strategy"],
      pt: ["análise de concorrência", "inteligência competitiva", "posicionamento", "estratégia"],
    },
  },

  // 30 — marketing — persuasion audit of a landing page (forbidden)
  {
    id: 30,
    categoryId: "marketing",
    isPremium: true,
    featured: false,
    publishedAt: "2025-06-02",
    relatedPromptIds: [25, 39, 33],
    title: {
      en: "Persuasion Audit of a Landing Page",
      pt: "Auditoria de Persuasão da Sua Landing Page",
    },
    tagline: {
      en: "Find exactly where visitors lose interest, start to doubt you or feel pushed too hard.",
      pt: "Descubra exatamente onde o visitante perde o interesse, desconfia ou se sente empurrado.",
    },
    description: {
      en: "Audits a landing page section by section for clarity, relevance, motivation, friction and anxiety, flags manipulative patterns that erode trust and ranks fixes with test hypotheses.",
      pt: "Audita a landing page seção por seção em clareza, relevância, motivação, atrito e ansiedade, aponta padrões manipulativos que corroem a confiança e prioriza correções e testes.",
    },
    promptText: {
      en: `You are a conversion strategist with a background in behavioral science. Audit the page below through the eyes of a busy, skeptical first-time visitor one click away from leaving.

Page content, top to bottom, with images described: [page content]
Traffic source and the message seen before the click: [traffic source and message before the click]
Target visitor and main objection: [target visitor and main objection]
Conversion goal and current rate, if known: [conversion goal and current rate]

Task:
1. Five-second test: what a visitor grasps from the first screen, and whether it matches the ad or email that brought them.
2. Score each section from 1 to 5 for clarity, relevance, motivation, friction and anxiety, quoting the words behind each low score.
3. Review the persuasion principles (social proof, authority, specificity, risk reversal, genuine scarcity): used well, weak or missing.
4. Flag every manipulative pattern (fake timers, invented scarcity, costs revealed at checkout, pre-checked boxes, confirmshaming, unverifiable testimonials), each with an honest alternative.
5. Rank ten fixes by impact and effort, rewrite the headline, subheadline and main call to action, and turn the top three fixes into A/B hypotheses with a deciding metric.

Constraints: ethical persuasion only; never false urgency, fabricated proof or anything that could breach consumer protection law. Do not invent data.

Output format: the five-second verdict, a scoring table (section | scores | note), the principles review, the red flags, the ranked fixes (fix | impact | effort), the rewrites and the hypotheses.`,
      pt: `Você é estrategista de conversão, com formação em ciência comportamental. Audite a página abaixo com os olhos de um visitante de primeira viagem: ocupado, desconfiado e a um clique de ir embora.

Conteúdo da página, de cima para baixo, com as imagens descritas: [conteúdo da página]
Origem do tráfego e a mensagem vista antes do clique: [origem do tráfego e mensagem antes do clique]
Visitante-alvo e principal objeção: [visitante-alvo e principal objeção]
Objetivo de conversão e taxa atual, se souber: [objetivo de conversão e taxa atual]

O que eu preciso:
1. Teste dos cinco segundos: o que o visitante capta na primeira dobra, e se isso bate com o anúncio ou o e-mail que o trouxe.
2. Dê nota de 1 a 5 a cada seção em clareza, relevância, motivação, atrito e ansiedade, citando as palavras por trás de cada nota baixa.
3. Revise os princípios de persuasão (prova social, autoridade, especificidade, reversão de risco, escassez verdadeira): bem usados, fracos ou ausentes.
4. Aponte todo padrão manipulativo (cronômetro falso, escassez inventada, custo que só aparece no checkout, caixa pré-marcada, texto que constrange quem recusa, depoimento impossível de verificar), cada um com uma alternativa honesta.
5. Ordene dez correções por impacto e esforço, reescreva título, subtítulo e chamada para ação principal e transforme as três principais correções em hipóteses de teste A/B, com a métrica que decide.

Restrições: só persuasão ética; nunca falsa urgência, prova fabricada ou algo que esbarre no Código de Defesa do Consumidor. Não invente dados.

Formato da resposta: o veredito dos cinco segundos, tabela de notas (seção | notas | observação), a revisão dos princípios, os alertas, as correções por prioridade (correção | impacto | esforço), as reescritas e as hipóteses.`,
    },
    instructions: {
      en: "Paste the page as text in reading order and describe the images, videos and what a phone shows before any scrolling, since that is where many visitors decide whether to stay. Include the ad or email that sends people to the page, because a mismatch between promise and page is one of the most common leaks. Fix the red flags before any test: a deceptive pattern can win a short test and still cost you refunds, chargebacks and reputation.",
      pt: "Cole a página em texto, na ordem de leitura, e descreva imagens, vídeos e o que aparece no celular antes de qualquer rolagem, porque é ali que muita gente decide se fica. Inclua o anúncio ou o e-mail que leva à página, já que a promessa desencontrada entre um e outro é um dos vazamentos mais comuns. Corrija os alertas antes de qualquer teste: padrão enganoso até ganha um teste curto, mas cobra a conta em pedidos de reembolso, chargeback e reclamações no Reclame Aqui.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from Robert Cialdini's principles of influence, the LIFT conversion model and the catalogue of deceptive design patterns popularized by Harry Brignull.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado dos princípios de influência de Robert Cialdini, do modelo de conversão LIFT e do catálogo de padrões enganosos de design (dark patterns) popularizado por Harry Brignull.",
    },
    steps: {
      en: [
        "Paste the rewritten page and ask for a re-score on the same table, so you can see which sections actually improved.",
        "Ask for the mobile first screen on its own: headline, one line of proof and the button, all within what a phone shows without scrolling.",
        "Paste your heatmap or session-recording observations and ask it to match them against the friction and anxiety scores.",
        "Request five FAQ entries that answer objections taken from your real support tickets or sales calls, in your customers' own words.",
        "Run the same audit on your checkout or signup form, where friction and hidden-cost flags matter most.",
      ],
      pt: [
        "Cole a página reescrita e peça uma nova nota na mesma tabela, para ver quais seções de fato melhoraram.",
        "Peça só a primeira dobra do celular: título, uma linha de prova e o botão, tudo dentro do que a tela mostra sem rolar.",
        "Cole o que você observou no mapa de calor ou nas gravações de sessão e peça para cruzar com as notas de atrito e ansiedade.",
        "Peça cinco perguntas do FAQ que respondam a objeções tiradas dos seus chamados de suporte ou das conversas de venda, nas palavras dos próprios clientes.",
        "Rode a mesma auditoria no checkout ou no formulário de cadastro, onde os alertas de atrito e de custo escondido pesam mais.",
      ],
    },
    tags: {
      en: ["landing page", "conversion", "cro", "persuasion", "ux writing"],
      pt: ["landing page", "conversão", "cro", "persuasão", "ux writing"],
    },
  },

  // 31 — consulting — pre-mortem that assumes the project failed (forbidden)
  {
    id: 31,
    categoryId: "consulting",
    isPremium: true,
    featured: false,
    publishedAt: "2025-06-02",
    relatedPromptIds: [28, 8, 34],
    title: {
      en: "Project Pre-Mortem: Assume It Already Failed",
      pt: "Pre-Mortem do Projeto: Imagine que Já Deu Errado",
    },
    tagline: {
      en: "Find the ways your project dies while you can still prevent them.",
      pt: "Descubra como o seu projeto pode morrer enquanto ainda dá para evitar.",
    },
    description: {
      en: "Runs a pre-mortem on a project or launch: a concrete failure story, ranked causes, early warning signs, preventive actions with owners and the assumption that could sink it all.",
      pt: "Conduz o pre-mortem de um projeto ou lançamento: uma história de fracasso concreta, causas priorizadas, sinais de alerta, ações preventivas com donos e a premissa que pode afundar tudo.",
    },
    promptText: {
      en: `You are a program director who has delivered, and buried, enough projects to know how they die. Run a pre-mortem: imagine we have reached the date below and the project has failed, clearly and publicly. Explain why, so we can prevent it while there is still time.

Project, goal and success criteria: [project, goal and success criteria]
Date we will judge it: [date of judgement: date]
Plan, timeline and budget: [plan, timeline and budget]
Team, sponsors and dependencies: [team, sponsors and dependencies]
What worries me, even if it sounds minor: [current worries]

Task:
1. Write the failure story in 150 words, as the wrap-up email someone sends on that date.
2. List at least 12 distinct causes (people, process, technology, market, money, timing), including uncomfortable ones such as an optimistic plan, a disengaged sponsor or a key person leaving.
3. Score each cause from 1 to 5 for likelihood and impact, and rank them.
4. For the top five: the first warning sign, the preventive action, an owner role and a deadline.
5. Name the one assumption that kills the project however well we execute, and a fast way to test it.
6. Recommend what to cut, delay or de-scope.

Constraints: specific to this project, no generic risk list. Blame-free: causes are about decisions and systems, not incompetent people. Do not invent facts about my team or market; mark your assumptions.

Output format: the failure story, a risk register (cause | likelihood | impact | warning sign | action | owner | deadline), the killer assumption with its test and the recommended cuts.`,
      pt: `Você é diretor de programas e já entregou (e enterrou) projetos suficientes para saber como eles morrem. Faça um pre-mortem: imagine que chegamos à data abaixo e o projeto fracassou, de forma clara e pública. Explique por quê, para a gente evitar isso enquanto há tempo.

Projeto, objetivo e critério de sucesso: [projeto, objetivo e critério de sucesso]
Data em que vamos avaliar: [data da avaliação: data]
Plano, cronograma e orçamento: [plano, cronograma e orçamento]
Equipe, patrocinadores e dependências: [equipe, patrocinadores e dependências]
O que me preocupa, mesmo que pareça pequeno: [preocupações atuais]

O que eu preciso:
1. Escreva a história do fracasso em 150 palavras, como o e-mail de balanço que alguém manda naquela data.
2. Liste pelo menos 12 causas diferentes (pessoas, processo, tecnologia, mercado, dinheiro, prazo), inclusive as incômodas, como plano otimista demais, patrocinador que perdeu o interesse ou pessoa-chave que saiu.
3. Dê notas de 1 a 5 para probabilidade e impacto de cada causa e ordene a lista.
4. Para as cinco principais: o primeiro sinal de alerta, a ação preventiva, o papel responsável e o prazo.
5. Diga qual premissa mata o projeto por melhor que seja a execução, e um jeito rápido de testá-la.
6. Recomende o que cortar, adiar ou tirar do escopo.

Restrições: específico deste projeto, nada de lista genérica de riscos. Sem caça às bruxas: as causas falam de decisões e sistemas, não de gente incompetente. Não invente fatos sobre a equipe ou o mercado; marque as premissas.

Formato da resposta: a história do fracasso, registro de riscos (causa | probabilidade | impacto | sinal de alerta | ação | responsável | prazo), a premissa fatal com o teste e os cortes recomendados.`,
    },
    instructions: {
      en: "Run it before kickoff or at the first sign of trouble, not after the plan is locked. Paste the real plan with dates and budget, and list the worries people have been raising in corridors and chats. Better still, ask each team member to write their own failure story first and compare them with the AI's; the causes that show up in several stories are the ones to act on.",
      pt: "Rode antes do kickoff ou ao primeiro sinal de problema, não depois de o plano estar travado. Cole o plano real, com datas e orçamento, e liste as preocupações que andam aparecendo no cafezinho e nos grupos de WhatsApp. Se o cronograma atravessar Carnaval, festas de fim de ano ou período de férias, diga isso. Melhor ainda: peça para cada pessoa da equipe escrever a própria história do fracasso antes e compare com a da IA; as causas que aparecem em várias histórias são as que pedem ação.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from the project pre-mortem technique described by psychologist Gary Klein and common risk-register practice.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado da técnica de pre-mortem de projetos descrita pelo psicólogo Gary Klein e das práticas usuais de registro de riscos.",
    },
    steps: {
      en: [
        "Run a pre-mortem workshop: share the failure story, give everyone ten minutes to add causes on their own, then paste them in for a merged ranking.",
        "Ask for a two-week test plan for the killer assumption, including the result that would make you change course.",
        "Turn the warning signs into a weekly status check of five yes-or-no questions for your project meetings.",
        "Ask it to rewrite the timeline with the recommended cuts and explicit buffers around the riskiest dependencies.",
        "Halfway through the project, paste what actually happened and ask which risks materialized, which were overrated and which new ones appeared.",
      ],
      pt: [
        "Faça uma oficina de pre-mortem: compartilhe a história do fracasso, dê dez minutos para cada pessoa listar causas sozinha e depois cole tudo para uma classificação unificada.",
        "Peça um plano de teste de duas semanas para a premissa fatal, já com o resultado que faria você mudar de rumo.",
        "Transforme os sinais de alerta num check-up semanal de cinco perguntas de sim ou não para as reuniões do projeto.",
        "Peça que a IA refaça o cronograma com os cortes recomendados e folgas explícitas em torno das dependências mais arriscadas.",
        "Na metade do projeto, cole o que de fato aconteceu e pergunte quais riscos se confirmaram, quais foram superestimados e quais surgiram.",
      ],
    },
    tags: {
      en: ["pre-mortem", "risk management", "project management", "planning"],
      pt: ["pre-mortem", "gestão de riscos", "gestão de projetos", "planejamento"],
    },
  },

  // 32 — finance — raise and salary negotiation script (forbidden)
  {
    id: 32,
    categoryId: "finance",
    isPremium: true,
    featured: false,
    publishedAt: "2025-06-02",
    relatedPromptIds: [27, 10],
    title: {
      en: "Raise and Salary Negotiation Script",
      pt: "Roteiro para Negociar Aumento ou Salário",
    },
    tagline: {
      en: "Walk into the conversation with your number, your evidence and your next line ready.",
      pt: "Entre na conversa com o seu número, as suas provas e a próxima frase na ponta da língua.",
    },
    description: {
      en: "Builds your case for a raise or a better offer from evidence, sets anchor, target and floor, scripts the conversation and prepares calm answers to every likely pushback.",
      pt: "Monta o seu argumento para um aumento ou uma proposta melhor com base em provas, define âncora, meta e piso, roteiriza a conversa e prepara respostas para cada objeção.",
    },
    promptText: {
      en: `You are a compensation specialist and career coach who has sat on both sides of the table. Prepare me to negotiate my pay with confidence and without burning bridges.

Situation (raise, promotion or new offer): [negotiation situation]
Role, level, location and current or offered pay, with bonus and benefits: [role, level, location and current pay]
Market data I found: [market pay data]
My results in the last 12 months, with numbers: [my results and impact]
What else matters to me (title, remote work, equity): [my priorities]

Task:
1. Assess my leverage honestly: where the evidence is strong, where it is thin and what to gather first.
2. Set three numbers, an opening anchor, a realistic target and a walk-away floor, justified by market data and results, not by personal expenses.
3. Write the conversation word for word: the opening, my case in three points, the ask and the silence after it.
4. Script calm answers to "there's no budget", "that's above the band", "what are you making now?" and "this is our final offer".
5. Build a plan B beyond base pay (sign-on bonus, a six-month review with written criteria, title, flexible hours) and write the email that confirms what was agreed.

Constraints: no bluffing about offers I do not have and no ultimatums I would not carry out. Do not invent salary figures; if my data is weak, tell me where to look.

Output format: the leverage assessment, a numbers table (anchor | target | floor | justification), the script, an objections table (they say | I say), plan B and the follow-up email.`,
      pt: `Você é especialista em remuneração e coach de carreira, e já sentou dos dois lados da mesa. Me prepare para negociar o meu salário com segurança e sem queimar pontes.

Situação (aumento, promoção ou proposta nova): [situação da negociação]
Cargo, nível, cidade e remuneração atual ou oferecida, com bônus e benefícios (VR, plano de saúde, PLR): [cargo, nível, cidade e remuneração atual]
Dados de mercado que encontrei: [dados de mercado]
Meus resultados nos últimos 12 meses, com números: [meus resultados]
O que mais importa para mim (cargo, home office, CLT ou PJ): [minhas prioridades]

O que eu preciso:
1. Avalie com honestidade a minha força: onde as provas são fortes, onde são frágeis e o que reunir antes.
2. Defina três valores, a âncora de abertura, a meta realista e o piso abaixo do qual recuso, justificados por mercado e resultados, não por despesas pessoais.
3. Escreva a conversa palavra por palavra: a abertura, o meu argumento em três pontos, o pedido e o silêncio depois dele.
4. Prepare respostas tranquilas para "não tem orçamento", "está acima da faixa", "quanto você ganha hoje?" e "essa é a proposta final".
5. Monte um plano B além do salário (bônus de contratação, revisão em seis meses com critérios por escrito, cargo, horário flexível) e escreva o e-mail que confirma o combinado.

Restrições: nada de blefar com proposta que eu não tenho nem de dar ultimato que eu não sustentaria. Não invente salários; se os meus dados forem fracos, diga onde procurar.

Formato da resposta: a avaliação da minha força, tabela de valores (âncora | meta | piso | justificativa), o roteiro, tabela de objeções (eles dizem | eu respondo), o plano B e o e-mail de confirmação.`,
    },
    instructions: {
      en: "Bring evidence, not feelings: two or three sources of market data for the same role, level and city (salary guides from recruiting firms, pay ranges published in job ads, figures shared by peers) and your results in numbers. In some places employers may not ask about your salary history, so check the rules where you live; you can always answer with your expectations instead. Rehearse the script out loud until you can make the ask without apologizing.",
      pt: "Leve provas, não sentimentos: duas ou três fontes de mercado para o mesmo cargo, nível e cidade (guias salariais de consultorias de recrutamento, faixas publicadas em vagas, Glassdoor, conversa com colegas da área) e os seus resultados em números. Se a proposta for PJ, compare o valor com o pacote total de um CLT (13º, férias com um terço, FGTS e benefícios) antes de aceitar. Ensaie o roteiro em voz alta até conseguir fazer o pedido sem se desculpar.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from principled negotiation (Getting to Yes), research on anchoring in negotiations and common compensation-review practice.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado da negociação baseada em princípios (Como Chegar ao Sim), das pesquisas sobre ancoragem em negociações e das práticas usuais de revisão salarial.",
    },
    steps: {
      en: [
        "Ask it to play your manager or the recruiter with each objection from the table, and rehearse until your answers sound natural.",
        "Request a one-page summary of your results with numbers, to send before the meeting or leave behind after it.",
        'If the answer is "not now", ask it to draft an email that requests a written plan with the criteria and the date of the next review.',
        "When you have two offers, paste both packages and ask for a total-compensation comparison that includes bonus, benefits, commute and time off.",
        "After the conversation, paste what was said and ask what to concede, what to hold and how to reply within 24 hours.",
      ],
      pt: [
        "Peça que a IA faça o papel do seu gestor ou do recrutador, usando cada objeção da tabela, e ensaie até as respostas saírem naturais.",
        "Peça um resumo de uma página dos seus resultados, com números, para mandar antes da reunião ou deixar com o gestor depois dela.",
        'Se a resposta for "agora não", peça o rascunho de um e-mail solicitando um plano por escrito, com os critérios e a data da próxima revisão.',
        "Com duas propostas em mãos, cole os dois pacotes e peça uma comparação da remuneração total, incluindo bônus, benefícios, deslocamento e a diferença entre CLT e PJ.",
        "Depois da conversa, cole o que foi dito e pergunte o que ceder, o que segurar e como responder em até 24 horas.",
      ],
    },
    tags: {
      en: ["salary negotiation", "raise", "career", "compensation"],
      pt: ["negociação salarial", "aumento", "carreira", "remuneração"],
    },
  },

  // 33 — marketing — cold-email rewrite that cuts the fluff (forbidden)
  {
    id: 33,
    categoryId: "marketing",
    isPremium: true,
    featured: false,
    publishedAt: "2025-06-02",
    relatedPromptIds: [13, 30],
    title: {
      en: "Cold Email Rewrite That Cuts the Fluff",
      pt: "Reescrita de Cold Email Sem Enrolação",
    },
    tagline: {
      en: "Paste your draft, get back half the words and twice the reasons to reply.",
      pt: "Cole o seu rascunho e receba metade das palavras e o dobro de motivos para responder.",
    },
    description: {
      en: "A ruthless line edit of your outreach email: it marks every sentence that costs you a reply, rewrites it three ways and checks subject, call to action and honesty.",
      pt: "Uma edição implacável do seu e-mail de prospecção: marca cada frase que custa uma resposta, reescreve em três versões e confere assunto, chamada para ação e honestidade.",
    },
    promptText: {
      en: `You are a ruthless editor of sales emails who has read thousands of cold emails from the recipient's side. Rewrite my draft so that a busy stranger reads it to the end and finds it easy to reply.

My draft, with its subject line: [email draft and subject line]
Who receives it and what they care about this quarter: [recipient profile]
Why I am writing to this person in particular: [reason for reaching out]
What I want them to do next: [desired reply or next step]

Task:
1. Mark up the draft line by line (keep, cut or rewrite, with a reason), hunting for throat-clearing openers, talk about us instead of them, buzzwords, vague claims and more than one call to action.
2. Give the single biggest reason this draft would be ignored.
3. Rewrite it three ways: 50 words, 90 words with one proof point, and a version that opens with a specific observation about the recipient.
4. Write five honest, specific subject lines of six words or fewer.
5. End each version with one question that can be answered in a single line.

Constraints: plain text, no attachments and no links unless essential. No fake "Re:" subjects, no pretending we have met, no false urgency and no claims beyond what my draft supports; do not add results or customer names. Include a polite way to opt out, in line with anti-spam rules such as CAN-SPAM.

Output format: the markup as a table (original | action | reason), the verdict, the three rewrites, the subject lines and a five-point checklist to reuse before any cold email.`,
      pt: `Você é um editor implacável de e-mails de vendas e já leu milhares de cold emails do lado de quem recebe. Reescreva o meu rascunho para que um desconhecido ocupado leia até o fim e ache fácil responder.

Meu rascunho, com a linha de assunto: [rascunho do e-mail e assunto]
Quem recebe e o que importa para essa pessoa neste trimestre: [perfil do destinatário]
Por que estou escrevendo justamente para ela: [motivo do contato]
O que quero que ela faça em seguida: [resposta ou próximo passo desejado]

O que eu preciso:
1. Revise o rascunho linha por linha (manter, cortar ou reescrever, com o motivo), caçando abertura que enrola ("espero que esteja bem"), falar de nós em vez de falar dele, jargão, promessa vaga e mais de uma chamada para ação.
2. Diga o principal motivo para este rascunho ser ignorado.
3. Reescreva de três jeitos: 50 palavras, 90 palavras com uma prova e uma versão que abre com uma observação específica sobre o destinatário.
4. Escreva cinco linhas de assunto honestas e específicas, com até seis palavras.
5. Termine cada versão com uma pergunta que dê para responder em uma linha.

Restrições: texto puro, sem anexos e sem link, a menos que seja indispensável. Nada de "RES:" falso no assunto, de fingir que já nos conhecemos, de falsa urgência ou de afirmação além do que o rascunho sustenta; não acrescente resultados nem nomes de clientes. Inclua um jeito educado de a pessoa pedir para não receber mais mensagens, em linha com a LGPD.

Formato da resposta: a revisão em tabela (original | ação | motivo), o veredito, as três reescritas, as linhas de assunto e um checklist de cinco pontos para reaproveitar antes de qualquer cold email.`,
    },
    instructions: {
      en: "Paste the draft exactly as you would send it, signature included, and describe the recipient as one real person rather than a segment. Keep the version that sounds most like you when read aloud. Test the rewrites on small batches and compare reply rates rather than open rates, which the privacy features of email apps have made unreliable.",
      pt: "Cole o rascunho exatamente como mandaria, com assinatura, e descreva o destinatário como uma pessoa real, não como um segmento. Fique com a versão que mais soa como você quando lida em voz alta. Teste as reescritas em lotes pequenos e compare a taxa de resposta, não a de abertura, que os recursos de privacidade dos aplicativos de e-mail deixaram pouco confiável. Se o contato for pelo LinkedIn, peça uma adaptação em vez de colar o mesmo texto.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from plain-language editing principles and the problem, proof and ask structure common in B2B outreach.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado dos princípios de linguagem simples e da estrutura problema, prova e pedido, comum na prospecção B2B.",
    },
    steps: {
      en: [
        "Paste your next three drafts and ask only for the markup table, so you learn to spot your own fluff before the AI does.",
        "Ask it to turn the 90-word version into a four-touch sequence that keeps the same angle and adds one new reason to reply each time.",
        "Request a short LinkedIn connection note built from the same observation, for prospects who do not answer email.",
        "After 50 sends, paste the replies, including the negative ones, and ask what they reveal about your angle and your call to action.",
        "Have it write a reply playbook for the three most common answers: interested, not now and wrong person.",
      ],
      pt: [
        "Cole os seus próximos três rascunhos e peça só a tabela de revisão, para aprender a enxergar a própria enrolação antes da IA.",
        "Peça que a IA transforme a versão de 90 palavras numa cadência de quatro toques que mantenha o ângulo e traga um motivo novo para responder a cada envio.",
        "Peça uma nota curta de conexão no LinkedIn construída a partir da mesma observação, para quem não responde e-mail.",
        "Depois de 50 envios, cole as respostas, inclusive as negativas, e pergunte o que elas revelam sobre o seu ângulo e a sua chamada para ação.",
        "Peça um guia de respostas para as três reações mais comuns: tenho interesse, agora não e não sou a pessoa certa.",
      ],
    },
    tags: {
      en: ["cold email", "copy editing", "sales", "outbound"],
      pt: ["cold email", "revisão de texto", "vendas", "prospecção"],
    },
  },
];
