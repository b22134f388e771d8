import type { CatalogPrompt } from "./types";

export const CATALOG_PROMPTS_1: CatalogPrompt[] = [
  // 1 — marketing — 30-day social media content plan (featured)
  {
    id: 1,
    categoryId: "marketing",
    isPremium: false,
    featured: true,
    publishedAt: "2025-01-20",
    relatedPromptIds: [13, 23, 11],
    title: {
      en: "30-Day Social Media Content Plan",
      pt: "Plano de Conteúdo para Redes Sociais em 30 Dias",
    },
    tagline: {
      en: "A full month of on-brand posts, formats and hooks, planned in one go.",
      pt: "Um mês inteiro de posts, formatos e ganchos, planejado de uma vez só.",
    },
    description: {
      en: "Defines content pillars, a realistic posting frequency and a day-by-day calendar for your channels, then writes the five strongest posts in full, ready to schedule.",
      pt: "Define pilares de conteúdo, uma frequência de postagem realista e um calendário dia a dia para as suas redes, e ainda escreve por completo os cinco posts mais fortes, prontos para agendar.",
    },
    promptText: {
      en: `You are a senior social media strategist who plans content for brands with small teams. Build a 30-day content plan I can start using next Monday.

Brand and what it sells: [brand and what it sells]
Target audience: [target audience]
Channels: [social channels]
Goal: [main goal for the month]
Key dates: [key dates and launches]

Task:
1. Define 3 to 5 content pillars tied to the goal, with the share of posts each one gets. Keep direct promotion near 20%.
2. Set a realistic posting frequency per channel for a one- or two-person team.
3. Build the calendar for all 30 days, mixing formats (short video, carousel, single image, stories, live) and placing my key dates and relevant holidays in my market where they give the most lift.
4. Write the five posts with the highest potential in full: hook, caption and call to action.

Constraints: every idea must be specific to this brand and audience; no generic quotes or filler. Mark posts that can be repurposed across channels. Use the brand's voice; if I have not described it, propose one in two lines.

Output format: a pillar summary, a calendar table (day | channel | format | pillar | topic | hook | call to action), the five full posts and one metric per week, with a target.`,
      pt: `Você é estrategista sênior de social media e planeja conteúdo para marcas com equipe enxuta. Monte um plano de conteúdo de 30 dias para eu começar a usar já na próxima segunda.

Marca e o que ela vende: [marca e o que ela vende]
Público-alvo: [público-alvo]
Redes: [redes sociais]
Objetivo: [objetivo principal do mês]
Datas-chave: [datas importantes e lançamentos]

O que eu preciso:
1. Defina de 3 a 5 pilares de conteúdo ligados ao objetivo, com a porcentagem de posts de cada um. Venda direta fica em torno de 20%.
2. Sugira uma frequência de postagem realista por rede para uma equipe de uma ou duas pessoas.
3. Monte o calendário dos 30 dias, alternando formatos (Reels, carrossel, post estático, stories, live) e encaixando nos dias certos as minhas datas e as do calendário brasileiro que fizerem sentido para a marca.
4. Escreva por completo os cinco posts com maior potencial: gancho, legenda e chamada para ação.

Restrições: toda ideia precisa ser específica desta marca e deste público; nada de frase motivacional genérica ou post para encher linguiça. Indique os posts que podem ser reaproveitados em outras redes. Use o tom de voz da marca; se eu não tiver descrito, proponha um em duas linhas.

Formato da resposta: resumo dos pilares, tabela de calendário (dia | rede | formato | pilar | tema | gancho | chamada para ação), os cinco posts completos e uma métrica por semana, com a meta.`,
    },
    instructions: {
      en: 'Be specific about the audience (who they are, what they struggle with, where they spend their scrolling time) and give one measurable goal, such as 300 new followers or 40 demo requests, instead of "more engagement". List the dates you already know about, like launches, sales or events. If your AI cuts the calendar short, ask for it in two halves of 15 days.',
      pt: 'Seja específico sobre o público (quem é, qual é a dor, em que rede passa mais tempo) e dê um objetivo mensurável, como 300 novos seguidores ou 40 pedidos de orçamento pelo WhatsApp, em vez de "mais engajamento". Liste as datas que você já conhece, como lançamentos, liquidações, eventos ou o Dia do Cliente. Se a IA cortar o calendário no meio, peça em duas partes de 15 dias.',
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from the content-pillar method and the 80/20 value-to-promotion rule used by social media teams.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado do método de pilares de conteúdo e da regra 80/20 entre conteúdo de valor e venda, usada por times de social media.",
    },
    steps: {
      en: [
        "Take the week-one posts and ask for production-ready briefs: a script for each video, slide-by-slide copy for each carousel and a shot list for the photos.",
        "Ask for three alternative hooks for every video in the plan and test them in the first three seconds to learn which style holds attention.",
        "Request a batching schedule that groups filming, design and copywriting into two or three work sessions, so the whole month is produced in advance.",
        "After two weeks, paste reach, saves and clicks per post and ask it to rebalance pillars and formats for the rest of the month.",
        "Ask it to turn the best-performing post into an email, a blog outline and a paid ad variation, to get more out of what already works.",
      ],
      pt: [
        "Pegue os posts da primeira semana e peça briefings prontos para produção: roteiro de cada vídeo, texto slide a slide de cada carrossel e lista de fotos.",
        "Peça três ganchos alternativos para cada vídeo do plano e teste nos três primeiros segundos para descobrir qual estilo segura mais a atenção.",
        "Peça um cronograma de produção em lote, agrupando gravação, design e redação em duas ou três sessões de trabalho, para deixar o mês inteiro adiantado.",
        "Depois de duas semanas, cole alcance, salvamentos e cliques de cada post e peça que a IA reequilibre pilares e formatos para o resto do mês.",
        "Peça para transformar o post de melhor desempenho numa mensagem para a lista de transmissão do WhatsApp, num e-mail e numa versão para anúncio pago, aproveitando ao máximo o que já funciona.",
      ],
    },
    tags: {
      en: ["social media", "content calendar", "instagram", "content strategy"],
      pt: ["redes sociais", "calendário editorial", "instagram", "estratégia de conteúdo"],
    },
  },

  // 2 — programming — thorough code review (featured)
  {
    id: 2,
    categoryId: "programming",
    isPremium: false,
    featured: true,
    publishedAt: "2025-01-28",
    relatedPromptIds: [14, 7],
    title: {
      en: "Thorough Code Review for a Pull Request",
      pt: "Code Review Completo de Pull Request",
    },
    tagline: {
      en: "A senior reviewer's eye on bugs, security, performance and tests, ranked by severity.",
      pt: "Um revisor sênior caçando bugs, falhas de segurança e lentidão, por severidade.",
    },
    description: {
      en: "Paste a diff or snippet with its purpose and get a prioritized review: severity-ranked findings, corrected code for the serious issues, missing tests and questions for the author.",
      pt: "Cole o diff ou trecho com o objetivo da mudança e receba uma revisão priorizada: apontamentos por severidade, código corrigido nos problemas sérios, testes que faltam e perguntas ao autor.",
    },
    promptText: {
      en: `You are a staff software engineer. Review the change below as you would a pull request from a capable colleague: direct, specific and constructive.

Language and framework: [language and framework]
What the change is supposed to do: [purpose of the change]
Code or diff: [code or diff]
Team conventions and areas of concern: [team conventions and concerns]

Review in this order of priority:
1. Correctness: logic errors, edge cases, null or empty inputs, off-by-one errors, race conditions, error handling.
2. Security: injection, missing authorization checks, secrets in code, unsafe deserialization, personal data leaking into logs.
3. Performance: queries inside loops, avoidable allocations, blocking calls, missing pagination.
4. Tests: which behaviors are untested and which cases I should add.
5. Readability and maintainability: naming, function size, duplication, comments that explain why.

Constraints: ignore formatting a linter would fix. Do not invent APIs or files you cannot see; if context is missing, say what. Quote the relevant line for every finding.

Output format: a one-paragraph summary with a verdict (approve, approve with suggestions or request changes); a findings table (severity: blocker, major, minor or nit | location | issue | suggested fix); corrected code for every blocker and major finding; a list of missing tests; up to three questions for the author; and one thing the change does well.`,
      pt: `Você é engenheiro de software staff. Revise a mudança abaixo como faria com o PR de um colega competente: de forma direta, específica e construtiva.

Linguagem e framework: [linguagem e framework]
O que a mudança deveria fazer: [objetivo da mudança]
Código ou diff: [código ou diff]
Padrões do time e pontos de atenção: [padrões do time e pontos de atenção]

Analise nesta ordem de prioridade:
1. Corretude: erros de lógica, casos de borda, entradas nulas ou vazias, off-by-one, condições de corrida, tratamento de erros.
2. Segurança: injeção, falta de checagem de autorização, segredos no código, desserialização insegura, dados pessoais vazando em log (atenção à LGPD).
3. Performance: queries dentro de loop, alocações desnecessárias, chamadas bloqueantes, falta de paginação.
4. Testes: que comportamentos estão sem teste e quais casos eu deveria incluir.
5. Legibilidade e manutenção: nomes, tamanho das funções, duplicação, comentários que expliquem o porquê.

Restrições: ignore formatação que o linter resolve. Não invente APIs nem arquivos que você não está vendo; se faltar contexto, diga o quê. Cite a linha correspondente em cada apontamento.

Formato da resposta: um parágrafo de resumo com o veredito (aprovar, aprovar com sugestões ou pedir alterações); uma tabela de apontamentos (severidade: bloqueante, importante, menor ou detalhe | local | problema | correção sugerida); o código corrigido para cada apontamento bloqueante ou importante; a lista de testes que faltam; até três perguntas para o autor; e um ponto positivo da mudança.`,
    },
    instructions: {
      en: "Always say what the change is meant to do; without the intent, a reviewer can only check syntax. Paste the diff with a few lines of surrounding context plus the related types or interfaces, and strip secrets, tokens and customer data before sharing. Treat the result as a second opinion: run your tests and confirm each finding before acting on it.",
      pt: "Diga sempre o que a mudança deveria fazer; sem a intenção, o revisor só consegue checar sintaxe. Cole o diff com algumas linhas de contexto e os tipos ou interfaces relacionados, e tire segredos, tokens e dados de clientes antes de compartilhar. Trate o resultado como segunda opinião: rode os testes e confirme cada apontamento antes de sair alterando o código.",
    },
    credits: {
      en: "Written by the Promptário editorial team, drawing on widely used code-review checklists and the OWASP Top 10 security categories.",
      pt: "Escrito pela equipe editorial do Promptário, com base em checklists consagrados de code review e nas categorias de segurança do OWASP Top 10.",
    },
    steps: {
      en: [
        "Paste your revised code and ask for a re-review limited to the earlier findings, confirming which are resolved and whether the fixes introduced new problems.",
        "Ask it to write the missing unit tests in your test framework, covering the edge cases it flagged, and run them before merging.",
        "Have it rewrite the findings as friendly, ready-to-post pull request comments, one per issue, so the feedback is firm without sounding harsh.",
        "For any blocker you disagree with, ask for a minimal reproduction or failing test that proves or disproves the bug.",
        "Turn findings that keep coming back into a team checklist or linter rules, so the same issues stop reaching review.",
      ],
      pt: [
        "Cole o código revisado e peça uma nova revisão só dos apontamentos anteriores, confirmando quais foram resolvidos e se as correções criaram problemas novos.",
        "Peça que a IA escreva os testes unitários que faltam, no framework de testes do projeto, cobrindo os casos de borda apontados, e rode tudo antes do merge.",
        "Peça os apontamentos reescritos como comentários de PR cordiais e prontos para colar, um por problema, para o feedback ser firme sem soar ríspido.",
        "Se discordar de algum bloqueante, peça uma reprodução mínima ou um teste que falhe, provando ou descartando o bug.",
        "Transforme os apontamentos que sempre se repetem num checklist do time ou em regras de linter, para os mesmos problemas pararem de chegar na revisão.",
      ],
    },
    tags: {
      en: ["code review", "pull request", "security", "testing"],
      pt: ["code review", "pull request", "segurança", "testes"],
    },
  },

  // 3 — art-illustration — children's picture-book illustration (featured)
  {
    id: 3,
    categoryId: "art-illustration",
    isPremium: false,
    featured: true,
    publishedAt: "2025-02-04",
    relatedPromptIds: [15, 11, 6],
    title: {
      en: "Children's Picture-Book Illustration",
      pt: "Ilustração para Livro Infantil",
    },
    tagline: {
      en: "Warm, story-ready pages with room left for your text.",
      pt: "Páginas acolhedoras, prontas para a história, com espaço reservado para o texto.",
    },
    description: {
      en: "An image-generation prompt for a picture-book page with a child's-eye composition, a soft hand-painted style, an appealing lead character and a clean area for the text.",
      pt: "Prompt de geração de imagem para uma página de livro infantil, com composição na altura do olhar da criança, estilo pintado à mão, personagem cativante e área limpa para o texto.",
    },
    promptText: {
      en: `Children's picture-book illustration for readers aged 3 to 6, a single full-bleed page. Scene: [scene description]. Main character: [main character], drawn with a round, friendly silhouette, big expressive eyes and a clear emotion that matches this moment of the story.

Composition: camera at a child's eye level, the character in the lower two-thirds of the page and large enough to read at a glance, one clear focal point, simple background shapes that support the action. Leave a calm, uncluttered area of plain sky or wall in the upper third for the text.

Style: [art style], soft hand-painted textures with visible paper grain, gentle rounded shapes, no harsh outlines. Palette: [color palette], warm and harmonious, with the brightest color reserved for the main character. Lighting: soft, warm late-afternoon light with gentle shadows, a cozy and reassuring mood.

Age-appropriate: nothing frightening or threatening, no weapons, no realistic violence. No text, no letters, no watermark, no signature, no extra limbs or fingers. Landscape 3:2 aspect ratio, high detail (Midjourney: --ar 3:2).`,
      pt: `Ilustração de livro infantil para leitores de 3 a 6 anos, uma página inteira sangrada. Cena: [descrição da cena]. Personagem principal: [personagem principal], com silhueta arredondada e simpática, olhos grandes e expressivos e uma emoção clara, coerente com este momento da história.

Composição: câmera na altura dos olhos de uma criança, personagem nos dois terços inferiores da página e grande o bastante para ser entendido de relance, um único ponto focal, formas simples no fundo que apoiem a ação. Deixe uma área calma e limpa, de céu ou parede lisa, no terço superior da página para o texto.

Estilo: [estilo artístico], texturas suaves pintadas à mão, com grão de papel aparente, formas arredondadas, sem contornos duros. Paleta: [paleta de cores], quente e harmoniosa, com a cor mais viva reservada ao personagem principal. Luz: suave e quente, de fim de tarde, com sombras delicadas e clima aconchegante e acolhedor.

Adequado à faixa etária: nada assustador ou ameaçador, sem armas, sem violência realista. Sem texto, sem letras, sem marca d'água, sem assinatura, sem membros ou dedos a mais. Formato paisagem 3:2, alto nível de detalhe (no Midjourney: --ar 3:2).`,
    },
    instructions: {
      en: "Describe one moment of the story per image, saying what the character is doing and feeling, and define the character in fixed visual terms (species or age, clothes, one signature item) that you repeat word for word on every page. Name the style descriptively, such as gouache with colored-pencil texture or loose watercolor, instead of imitating living illustrators. To keep the character consistent, reuse the same seed or your tool's character-reference feature.",
      pt: "Descreva um momento da história por imagem, dizendo o que o personagem está fazendo e sentindo, e defina o personagem com traços visuais fixos (espécie ou idade, roupa, um objeto marcante) repetidos palavra por palavra em todas as páginas. Descreva o estilo, como guache com textura de lápis de cor ou aquarela solta, em vez de imitar ilustradores vivos; para um clima bem brasileiro, inclua elementos como quintal com pé de manga, varal colorido ou pracinha do bairro. Para manter o personagem consistente, reaproveite a mesma seed ou o recurso de referência de personagem da ferramenta e, se ela responder melhor em inglês, use a versão em inglês do prompt.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from picture-book layout conventions for page composition and text placement.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado das convenções de diagramação de livros ilustrados para composição da página e posição do texto.",
    },
    steps: {
      en: [
        "Lock the approved character with the same seed or a character reference and generate the following pages, changing only the scene line.",
        "Ask for a cover version in portrait 4:5 with the character larger and centered, leaving a clear band at the top for the title.",
        "Generate a spot illustration of the character on a plain white background for the title page, back cover and promotional materials.",
        "Use a text AI to split your story into 12 to 16 spreads with a one-line scene description each, then feed those lines into this prompt.",
        "Before printing, upscale the chosen images and check the text area against your layout at the final trim size, adding bleed where needed.",
      ],
      pt: [
        "Trave o personagem aprovado com a mesma seed ou uma referência de personagem e gere as páginas seguintes, mudando só a linha da cena.",
        "Peça uma versão de capa em formato vertical 4:5, com o personagem maior e centralizado, deixando uma faixa livre no alto para o título.",
        "Gere uma ilustração avulsa do personagem sobre fundo branco liso para a folha de rosto, a quarta capa e o material de divulgação.",
        "Use uma IA de texto para dividir a história em 12 a 16 páginas duplas, com uma linha de descrição de cena para cada, e use essas linhas neste prompt.",
        "Antes de mandar para a gráfica, amplie as imagens escolhidas e confira a área de texto no layout, já no formato final do livro, acrescentando sangria onde precisar.",
      ],
    },
    tags: {
      en: ["children's book", "illustration", "picture book", "watercolor"],
      pt: ["livro infantil", "ilustração", "literatura infantil", "aquarela"],
    },
  },

  // 4 — logo-icon — minimalist logo concepts from a brand brief (premium)
  {
    id: 4,
    categoryId: "logo-icon",
    isPremium: true,
    featured: false,
    publishedAt: "2025-02-18",
    relatedPromptIds: [16, 11, 8],
    title: {
      en: "Minimalist Logo Concepts from a Brand Brief",
      pt: "Conceitos de Logo Minimalista a partir do Briefing",
    },
    tagline: {
      en: "Four distinct logo directions on one board, ready to refine in vector.",
      pt: "Quatro caminhos de logo numa prancha só, prontos para refinar no vetor.",
    },
    description: {
      en: "An image-generation prompt that turns your brief into a board of four minimalist marks, from monogram to negative space, so you can choose a direction before the vector work.",
      pt: "Prompt de geração de imagem que transforma o seu briefing numa prancha com quatro símbolos minimalistas, do monograma ao espaço negativo, para escolher o caminho antes de ir para o vetor.",
    },
    promptText: {
      en: `Minimalist logo concept board for [brand name and what it does], a brand that should feel [brand personality]. A 2x2 grid of four distinct logo marks on a plain off-white background, each centered in its own square with generous margins, all at the same visual size.

Concepts: explore [symbol idea or visual metaphor] in four directions: 1) a geometric monogram built from the brand's initial; 2) an abstract symbol reduced to two or three basic shapes; 3) a clever negative-space mark that hides a second meaning; 4) a simple line emblem with a consistent stroke weight.

Style: flat vector, solid fills, no gradients, no 3D, no bevels, no drop shadows, no texture, no photographic detail. A strong silhouette that still reads at favicon size, balanced optical weight, precise curves and a consistent corner radius. Palette: [brand colors], at most two colors per mark, with one of the four shown in solid black to prove it works in a single color.

Clean, modern and timeless, in the spirit of Swiss design and classic corporate identity manuals. No words or full brand name, no taglines, no mockups, no watermark. Square 1:1 aspect ratio, high resolution (Midjourney: --ar 1:1 --style raw).`,
      pt: `Prancha de conceitos de logo minimalista para [nome da marca e o que ela faz], uma marca que deve transmitir [personalidade da marca]. Grade 2x2 com quatro símbolos diferentes sobre fundo off-white liso, cada um centralizado no seu quadrado, com margem generosa e todos com o mesmo tamanho visual.

Conceitos: explore [ideia de símbolo ou metáfora visual] em quatro caminhos: 1) monograma geométrico construído a partir da inicial da marca; 2) símbolo abstrato reduzido a duas ou três formas básicas; 3) marca com uso inteligente de espaço negativo, escondendo um segundo significado; 4) emblema de traço simples, com espessura de linha constante.

Estilo: vetor chapado, cores sólidas, sem degradê, sem 3D, sem chanfro, sem sombra projetada, sem textura, sem detalhe fotográfico. Silhueta forte, legível até no tamanho de um favicon, peso óptico equilibrado, curvas precisas e raio de canto consistente. Paleta: [cores da marca], no máximo duas cores por símbolo, com um dos quatro em preto chapado para provar que funciona numa cor só.

Visual limpo, moderno e atemporal, no espírito do design suíço e dos manuais clássicos de identidade visual. Sem palavras nem o nome completo da marca, sem slogan, sem mockup, sem marca d'água. Formato quadrado 1:1, alta resolução (no Midjourney: --ar 1:1 --style raw).`,
    },
    instructions: {
      en: "Fill the brief with specifics: what the business does, who buys from it and two or three adjectives for its personality, such as precise, warm or bold. Treat the results as concept sketches, not final art: redraw the chosen mark in a vector tool, set the name in a typeface you have licensed (image models still render lettering poorly) and run a trademark search before using it commercially.",
      pt: "Capriche no briefing: o que o negócio faz, quem compra dele e dois ou três adjetivos para a personalidade, como preciso, acolhedor ou ousado. Trate o resultado como rascunho de conceito, não como arte final: redesenhe o símbolo escolhido num programa vetorial, componha o nome com uma fonte licenciada (os modelos de imagem ainda erram muito nas letras) e faça uma busca de anterioridade no INPI antes de usar a marca comercialmente. Se a ferramenta responder melhor em inglês, use a versão em inglês do prompt.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from classic identity-design practice: monogram, abstract mark, negative space and emblem.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado da prática clássica de design de identidade: monograma, símbolo abstrato, espaço negativo e emblema.",
    },
    steps: {
      en: [
        "Pick the strongest mark and ask for four refinements of that concept only, varying proportions, stroke weight and corner radius.",
        "Test it small: generate the mark as an app icon, a favicon and a social media avatar to see whether it still reads at tiny sizes.",
        "Ask a text AI to suggest typeface pairings, letter spacing and lockups for the wordmark, then set the name yourself in the vector file.",
        "Generate mockups on a business card, a storefront sign and packaging to present the direction to the client in context.",
        "Have a text AI draft a one-page brand sheet with clear-space rules, minimum size, color codes and examples of incorrect use.",
      ],
      pt: [
        "Escolha o símbolo mais forte e peça quatro refinamentos só desse conceito, variando proporções, espessura de traço e raio de canto.",
        "Teste em tamanho pequeno: gere o símbolo como ícone de app, favicon e foto de perfil nas redes, para ver se continua legível.",
        "Peça a uma IA de texto sugestões de fontes, espaçamento entre letras e versões de assinatura (horizontal e vertical), e componha o nome você mesmo no arquivo vetorial.",
        "Gere mockups em cartão de visita, fachada e embalagem para apresentar o caminho escolhido ao cliente já em contexto.",
        "Peça a uma IA de texto um manual de marca de uma página, com área de proteção, tamanho mínimo, códigos de cor e exemplos de uso incorreto.",
      ],
    },
    tags: {
      en: ["logo", "branding", "minimalist", "visual identity"],
      pt: ["logo", "branding", "minimalista", "identidade visual"],
    },
  },

  // 5 — portrait-photography — professional LinkedIn-style headshot
  {
    id: 5,
    categoryId: "portrait-photography",
    isPremium: false,
    featured: false,
    publishedAt: "2025-02-25",
    relatedPromptIds: [17, 11, 23],
    title: {
      en: "Professional LinkedIn Headshot",
      pt: "Foto Profissional para o LinkedIn",
    },
    tagline: {
      en: "A polished, approachable headshot that survives the circular crop.",
      pt: "Foto de perfil profissional e acessível, que funciona até no recorte redondo.",
    },
    description: {
      en: "An image-generation prompt for a photorealistic head-and-shoulders portrait with soft window light, a clean background and framing made for profile photos.",
      pt: "Prompt de geração de imagem para um retrato fotorrealista de ombros para cima, com luz suave de janela, fundo limpo e enquadramento pensado para foto de perfil.",
    },
    promptText: {
      en: `Professional headshot for a LinkedIn profile of [person description], wearing [outfit]. Head-and-shoulders framing, subject centered, eyes about one-third from the top of the frame, with enough space around the head to survive a circular crop.

Pose and expression: shoulders angled slightly away from the camera, face turned toward the lens, chin gently forward and down, a [expression] expression that feels approachable and competent, with genuine eye contact.

Background: [background], softly out of focus with smooth bokeh, neutral and uncluttered so nothing competes with the face.

Lighting: large soft window light from the front left as the key, a white reflector filling the shadows from the right, a clear catchlight in both eyes, even and flattering skin tones with no harsh shadows under the eyes or nose.

Camera: full-frame, 85mm portrait lens at f/2.8, eye level, tack-sharp focus on the eyes. Natural, true-to-life color, realistic skin texture, light professional retouching only, no beauty filter, no plastic skin.

Photorealistic corporate photography. No text, no logo, no watermark, no props, no hands in the frame, no distorted facial features. Square 1:1 aspect ratio (Midjourney: --ar 1:1 --style raw).`,
      pt: `Foto profissional para o perfil do LinkedIn de [descrição da pessoa], vestindo [roupa]. Enquadramento de ombros para cima, pessoa centralizada, olhos a cerca de um terço do topo da imagem, com espaço suficiente em volta da cabeça para aguentar o recorte redondo.

Pose e expressão: ombros levemente girados em relação à câmera, rosto voltado para a lente, queixo um pouco para a frente e para baixo, expressão [expressão], que transmita simpatia e competência, com olhar direto e genuíno.

Fundo: [fundo], suavemente desfocado, com bokeh uniforme, neutro e sem poluição, para que nada dispute atenção com o rosto.

Luz: janela grande e difusa à frente e à esquerda como luz principal, rebatedor branco preenchendo as sombras pela direita, brilho visível nos dois olhos, pele com tons uniformes e favoráveis, sem sombras duras embaixo dos olhos ou do nariz.

Câmera: full frame, lente de retrato 85mm em f/2.8, na altura dos olhos, foco cravado nos olhos. Cor natural e fiel, textura de pele realista, só um retoque profissional leve, sem filtro de beleza, sem pele plastificada.

Fotografia corporativa fotorrealista. Sem texto, sem logo, sem marca d'água, sem objetos, sem mãos no quadro, sem traços do rosto distorcidos. Formato quadrado 1:1 (no Midjourney: --ar 1:1 --style raw).`,
    },
    instructions: {
      en: "Describe the person through visible traits (age range, hair, skin tone, glasses, build) and pick an outfit that matches your industry, such as a navy blazer for finance or a plain knit sweater for tech. To portray yourself, use a tool with face reference or a model trained on your own photos, and make sure the result still looks like you, because clients and recruiters will meet the real person. Never generate a headshot of someone else without their consent.",
      pt: "Descreva a pessoa por traços visíveis (faixa etária, cabelo, tom de pele, óculos, biotipo) e escolha uma roupa coerente com a sua área, como blazer azul-marinho para o mercado financeiro ou camisa lisa para tecnologia. Para retratar você mesmo, use uma ferramenta com referência de rosto ou um modelo treinado com as suas fotos, e garanta que o resultado continue parecido com você, porque clientes e recrutadores vão conhecer a pessoa real. Nunca gere foto de outra pessoa sem o consentimento dela e, se a ferramenta responder melhor em inglês, use a versão em inglês do prompt.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from corporate headshot practice: soft key light, reflector fill and an 85mm portrait lens.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado da prática de retrato corporativo: luz principal suave, rebatedor e lente de retrato 85mm.",
    },
    steps: {
      en: [
        "Generate three background variations, such as a modern office, a neutral gray studio and outdoor greenery, and keep the one that fits your industry.",
        "Ask for a matching LinkedIn banner at 1584 by 396 pixels in the same palette, leaving the lower left clear where the profile photo overlaps it.",
        "Create a slightly wider, more relaxed variation for speaker bios, podcast pages and event programs.",
        "Use a text AI to turn the prompt into a shot list for a real photographer, or to shoot yourself with a phone next to a window using the same light and framing.",
        "Upscale the final image with a face-aware upscaler, then check it at thumbnail size to make sure the eyes and expression still read.",
      ],
      pt: [
        "Gere três variações de fundo, como escritório moderno, estúdio cinza neutro e área verde ao ar livre, e fique com a que combina com a sua área.",
        "Peça um banner do LinkedIn combinando, em 1584 por 396 pixels e na mesma paleta, deixando livre o canto inferior esquerdo, onde a foto de perfil se sobrepõe.",
        "Crie uma versão um pouco mais aberta e descontraída para minibio de palestrante, página de podcast e programação de eventos.",
        "Use uma IA de texto para transformar o prompt num roteiro para um fotógrafo de verdade, ou para você mesmo fotografar com o celular perto de uma janela, com a mesma luz e o mesmo enquadramento.",
        "Amplie a imagem final com um upscaler que preserve o rosto e confira em tamanho de miniatura se olhos e expressão continuam bem legíveis.",
      ],
    },
    tags: {
      en: ["headshot", "linkedin", "portrait", "personal branding"],
      pt: ["foto de perfil", "linkedin", "retrato", "marca pessoal"],
    },
  },

  // 6 — pattern — seamless textile / surface pattern
  {
    id: 6,
    categoryId: "pattern",
    isPremium: false,
    featured: false,
    publishedAt: "2025-03-11",
    relatedPromptIds: [18, 3],
    title: {
      en: "Seamless Textile Pattern for Fabric and Surfaces",
      pt: "Estampa Contínua para Tecidos e Superfícies",
    },
    tagline: {
      en: "Print-ready repeats with hero motifs, fillers and a palette you control.",
      pt: "Estampa corrida pronta para produção, com motivos em camadas e paleta sob controle.",
    },
    description: {
      en: "An image-generation prompt for a non-directional seamless print with layered motif scales and a limited palette, ready for fashion, home textiles and stationery.",
      pt: "Prompt de geração de imagem para uma estampa contínua sem direção, com motivos em várias escalas e paleta enxuta, pronta para moda, decoração e papelaria.",
    },
    promptText: {
      en: `Seamless repeating textile pattern for [end use], designed as a single square tile that repeats perfectly on all four sides with no visible seams or edges. Motifs: [motif theme], arranged in a tossed, non-directional layout at three scales: a few large hero motifs, medium secondary elements and small fillers that keep the background lively without crowding it.

Style: [art style], a hand-drawn look with slight organic variation in line and shape, crisp edges suitable for printing, no blurry or photographic areas. Palette: [color palette] on a solid background color, limited to six colors so it can also be screen printed, with clear contrast between the motifs and the ground.

Flow: motifs rotated in different directions so the print has no obvious top or bottom and works on cut fabric pieces; even density across the whole tile, with no empty holes, clusters or diagonal tracking lines when repeated.

Flat orthographic view, even lighting, no shadows, no fabric folds, no mockup, no text, no watermark, no borders. High resolution, clean enough to separate colors for production. Square 1:1 aspect ratio (Midjourney: --ar 1:1 --tile).`,
      pt: `Estampa contínua (seamless) para [aplicação], desenhada como um único módulo quadrado que se repete perfeitamente nos quatro lados, sem emendas ou bordas visíveis. Motivos: [tema dos motivos], distribuídos em layout corrido e sem direção, em três escalas: poucos motivos principais grandes, elementos secundários médios e pequenos preenchimentos que dão vida ao fundo sem poluir.

Estilo: [estilo artístico], aspecto desenhado à mão, com leve variação orgânica no traço e nas formas, bordas nítidas para impressão, sem áreas borradas ou fotográficas. Paleta: [paleta de cores] sobre uma cor de fundo sólida, no máximo seis cores, para permitir também a serigrafia, com bom contraste entre os motivos e o fundo.

Fluxo: motivos girados em direções diferentes, para a estampa não ter lado certo e funcionar em peças cortadas do tecido; densidade homogênea em todo o módulo, sem buracos vazios, aglomerados ou linhas diagonais marcadas na repetição.

Vista ortográfica chapada, luz uniforme, sem sombras, sem dobras de tecido, sem mockup, sem texto, sem marca d'água, sem bordas. Alta resolução, limpo o bastante para separar as cores na produção. Formato quadrado 1:1 (no Midjourney: --ar 1:1 --tile).`,
    },
    instructions: {
      en: "Be concrete about the motifs, such as lemons and blossoms or tropical leaves with hummingbirds, and give colors as names or hex codes, including the background. Before using a tile, repeat it three by three in an image editor to check for seams and tracking lines. For production, vectorize or redraw the motifs and confirm the repeat size, color count and printing method with your printer or print-on-demand supplier.",
      pt: "Seja concreto nos motivos, como folhagens tropicais com beija-flores, flores graúdas no espírito da chita ou frutas do cerrado, e informe as cores por nome ou código hex, incluindo o fundo. Antes de usar, repita o módulo três por três num editor de imagem para conferir emendas e linhas marcadas. Para produzir, vetorize ou redesenhe os motivos e combine com a estamparia o tamanho do rapport, o número de cores (na serigrafia, cada cor é uma tela) e se a impressão será digital ou em silk.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from textile design practice for tossed repeats and motif hierarchy.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado da prática do design têxtil para estampas corridas e hierarquia de motivos.",
    },
    steps: {
      en: [
        "Generate two coordinates for a collection: a small-scale blender built from one motif and a simple texture or stripe in the same palette.",
        "Ask for three colorways of the approved print, such as a light ground, a dark ground and a tone-on-tone version.",
        "Request a larger-scale version for curtains or upholstery and a smaller one for kidswear or accessories, keeping the same motifs.",
        "Use a text AI to write a short tech sheet for the print: repeat size, color list with codes, suitable fabrics and printing method.",
        "Generate mockups on a dress, a cushion and a tote bag to see how the scale reads on real products before ordering samples.",
      ],
      pt: [
        "Gere duas estampas de apoio para montar uma coleção: um miudinho feito com um dos motivos e uma textura ou listra simples na mesma paleta.",
        "Peça três variantes de cor da estampa aprovada, por exemplo fundo claro, fundo escuro e uma versão tom sobre tom.",
        "Peça uma versão em escala maior para cortina ou estofado e outra menor para moda infantil ou acessórios, mantendo os mesmos motivos.",
        "Use uma IA de texto para montar uma ficha técnica da estampa: tamanho do rapport, lista de cores com códigos, tecidos indicados e método de impressão.",
        "Gere mockups num vestido, numa almofada e numa ecobag para ver como a escala funciona no produto antes de pedir amostra.",
      ],
    },
    tags: {
      en: ["seamless pattern", "textile", "surface design", "print"],
      pt: ["padrão contínuo", "estamparia", "design de superfície", "tecido"],
    },
  },

  // 7 — personal-ai — weekly planning with a personal chief of staff (featured)
  {
    id: 7,
    categoryId: "personal-ai",
    isPremium: false,
    featured: true,
    publishedAt: "2025-03-25",
    relatedPromptIds: [19, 9],
    title: {
      en: "Weekly Planning with a Personal Chief of Staff",
      pt: "Planejamento Semanal com um Chief of Staff Pessoal",
    },
    tagline: {
      en: "Turn a chaotic to-do list into a week that actually fits your calendar.",
      pt: "Transforme uma lista caótica de tarefas numa semana que cabe na sua agenda.",
    },
    description: {
      en: "An AI chief of staff triages your tasks, picks the three outcomes that matter, checks your real capacity and builds a day-by-day schedule with focus blocks and buffers.",
      pt: "Um chief of staff de IA faz a triagem das suas tarefas, escolhe os três resultados que importam, confere o tempo que você realmente tem e monta a agenda dia a dia, com blocos de foco e folga.",
    },
    promptText: {
      en: `Act as my personal chief of staff. Your job is to protect my time and attention and turn a messy list into a realistic week. Be candid: if I have planned more than fits, tell me what to drop.

My role and main goals for this quarter: [role and main goals]
Fixed commitments this week (meetings, classes, family, travel): [fixed commitments]
Everything on my plate, in any order: [task list]
Energy, health and personal constraints: [personal constraints]

Task:
1. Sort every task into do this week, schedule later, delegate (say to whom or what kind of help) or drop, with a one-line reason for each drop.
2. Pick the three outcomes that would make this week a success, tied to my goals.
3. Estimate the time each remaining task needs, add a 20% buffer and compare the total with the hours I actually have free.
4. Build a day-by-day plan with deep-work blocks in my high-energy hours, batched slots for email and small tasks, and real breaks.
5. Flag risks: deadlines, dependencies on other people and the messages I should send on Monday to unblock them.

Output format: the three outcomes, a triage table (task | decision | estimate | reason), the weekly schedule as a table by day and time block, and a three-question checklist for my Friday review.`,
      pt: `Atue como meu chief of staff pessoal: o braço direito que protege meu tempo e minha atenção e transforma uma lista bagunçada numa semana realista. Seja franco: se eu tiver planejado mais do que cabe, diga o que cortar.

Meu papel e meus principais objetivos neste trimestre: [papel e principais objetivos]
Compromissos fixos da semana (reuniões, aulas, família, viagens): [compromissos fixos]
Tudo o que tenho para fazer, em qualquer ordem: [lista de tarefas]
Energia, saúde e restrições pessoais: [restrições pessoais]

O que eu preciso:
1. Classifique cada tarefa em fazer nesta semana, agendar para depois, delegar (diga para quem ou que tipo de ajuda) ou cortar, com uma linha de justificativa para cada corte.
2. Escolha os três resultados que fariam desta semana um sucesso, ligados aos meus objetivos.
3. Estime o tempo de cada tarefa restante, some 20% de folga e compare o total com as horas que eu realmente tenho livres.
4. Monte o plano dia a dia, com blocos de trabalho focado nos meus horários de mais energia, janelas agrupadas para e-mail, WhatsApp e tarefas pequenas, e pausas de verdade.
5. Aponte riscos: prazos, dependências de outras pessoas e as mensagens que devo mandar na segunda para destravar cada uma.

Formato da resposta: os três resultados, uma tabela de triagem (tarefa | decisão | estimativa | motivo), a agenda da semana em tabela por dia e bloco de horário e um checklist de três perguntas para a minha revisão de sexta.`,
    },
    instructions: {
      en: 'Run it on Sunday evening or first thing Monday, and dump every task, however small, instead of filtering first. Be honest about fixed commitments and energy, such as "I do my best work before noon" or "school pickup at 5 p.m.", because the plan is only as realistic as what you share. Keep the same chat open all week so you can report changes and replan in seconds.',
      pt: 'Use no domingo à noite ou logo cedo na segunda e despeje todas as tarefas, por menores que sejam, sem filtrar antes. Seja honesto sobre compromissos fixos e energia, como "rendo mais de manhã" ou "busco as crianças na escola às 17h", porque o plano só é tão realista quanto as informações que você dá. Mantenha a mesma conversa aberta durante a semana para avisar das mudanças e replanejar em segundos.',
    },
    credits: {
      en: "Written by the Promptário editorial team, combining the chief-of-staff role with time blocking and the Eisenhower approach to triage.",
      pt: "Escrito pela equipe editorial do Promptário, unindo o papel de chief of staff às técnicas de time blocking e à matriz de Eisenhower para triagem.",
    },
    steps: {
      en: [
        "Each morning, paste what actually happened yesterday and ask for today's plan adjusted, including what to move and who needs to know.",
        'Ask it to draft the delegation messages and polite "not this week" replies for the requests you decided to drop or postpone.',
        "Have it turn the focus blocks into calendar events with clear titles and a one-line goal each, ready to add to your calendar.",
        "On Friday, answer the review questions and ask for a short pattern analysis: what keeps slipping, where your estimates were off and what to change.",
        "After a month, ask for a default weekly template with recurring focus blocks and meeting-free windows, based on what actually worked.",
      ],
      pt: [
        "Toda manhã, cole o que de fato aconteceu ontem e peça o plano de hoje ajustado, incluindo o que mudar de lugar e quem precisa ser avisado.",
        'Peça os rascunhos das mensagens de delegação e das respostas educadas de "essa semana não vai dar" para os pedidos que você decidiu cortar ou adiar.',
        "Peça que os blocos de foco virem eventos de agenda com títulos claros e uma linha de objetivo em cada, prontos para colocar no seu calendário.",
        "Na sexta, responda às perguntas de revisão e peça uma análise rápida de padrões: o que sempre escorrega, onde as estimativas erraram e o que mudar.",
        "Depois de um mês, peça um modelo padrão de semana, com blocos de foco fixos e janelas sem reunião, montado a partir do que realmente funcionou.",
      ],
    },
    tags: {
      en: ["productivity", "weekly planning", "time management", "prioritization"],
      pt: ["produtividade", "planejamento semanal", "gestão do tempo", "priorização"],
    },
  },

  // 8 — consulting — small-business strategic diagnosis (premium)
  {
    id: 8,
    categoryId: "consulting",
    isPremium: true,
    featured: false,
    publishedAt: "2025-04-15",
    relatedPromptIds: [20, 22, 10],
    title: {
      en: "Small-Business Diagnosis: SWOT and 90-Day Plan",
      pt: "Diagnóstico de Pequena Empresa: SWOT e Plano de 90 Dias",
    },
    tagline: {
      en: "From scattered numbers to three priorities and a 90-day plan with owners.",
      pt: "Dos números soltos a três prioridades e um plano de 90 dias com responsáveis.",
    },
    description: {
      en: "A consultant-style diagnosis that grounds a SWOT in your real numbers, crosses it into strategies and turns the top priorities into three 30-day sprints with KPIs.",
      pt: "Um diagnóstico no padrão de consultoria, com SWOT apoiada nos seus números reais, estratégias cruzadas e as prioridades transformadas em três sprints de 30 dias com indicadores.",
    },
    promptText: {
      en: `You are a management consultant who specializes in small businesses. Diagnose my business and turn the findings into a 90-day plan my current team can execute.

Business (what we sell, to whom, where, years operating, team size): [business description]
Key numbers for the last 12 months (revenue, margin, average ticket, customers, cash): [key numbers]
Main problem or goal right now: [main challenge]
Resources for the next 90 days (budget, people, hours): [available resources]

Task:
1. Summarize the situation in five sentences and name the real constraint on growth.
2. Build a SWOT grounded in my data, not generic statements, marking which points are facts and which are assumptions to validate.
3. Cross the quadrants: strategies that use strengths to capture opportunities and that protect weaknesses exposed to threats.
4. Choose at most three priorities and tell me what I should stop doing.
5. Plan 90 days as three 30-day sprints, each with actions, an owner, an estimated cost and a measurable result.

Constraints: be direct and practical, assume no new funding unless I say otherwise, and flag where an accountant or lawyer should be consulted.

Output format: executive summary, SWOT table, cross-strategy table, priority list, a 90-day plan table (week | action | owner | cost | KPI) and five KPIs for a weekly dashboard.`,
      pt: `Você é consultor de gestão especializado em pequenas empresas. Faça um diagnóstico do meu negócio e transforme as conclusões num plano de 90 dias que a equipe atual consiga executar.

Negócio (o que vendemos, para quem, onde, há quanto tempo, tamanho da equipe): [descrição do negócio]
Números dos últimos 12 meses (faturamento, margem, ticket médio, clientes, caixa): [principais números]
Principal problema ou objetivo agora: [principal desafio]
Recursos para os próximos 90 dias (verba, pessoas, horas): [recursos disponíveis]

O que eu preciso:
1. Resuma a situação em cinco frases e diga qual é o verdadeiro gargalo do crescimento.
2. Monte uma SWOT apoiada nos meus dados, sem frases genéricas, indicando o que é fato e o que é hipótese a validar.
3. Cruze os quadrantes: estratégias que usem as forças para aproveitar oportunidades e que protejam as fraquezas expostas a ameaças.
4. Escolha no máximo três prioridades e diga o que eu deveria parar de fazer.
5. Planeje os 90 dias em três sprints de 30 dias, cada um com ações, responsável, custo estimado em R$ e resultado mensurável.

Restrições: seja direto e prático, não conte com dinheiro novo a menos que eu diga o contrário e sinalize onde vale ouvir o contador ou um advogado (regime tributário, questões trabalhistas, contratos).

Formato da resposta: resumo executivo, tabela SWOT, tabela de estratégias cruzadas, lista de prioridades, tabela do plano de 90 dias (semana | ação | responsável | custo | indicador) e cinco indicadores para um painel semanal.`,
    },
    instructions: {
      en: "The more real data you give, the less generic the SWOT: pull revenue, margin and customer figures from your accounting or sales system, even if approximate. Say what you have already tried and why it did not work. Use the plan to start a conversation with partners and team, and validate tax, legal and financing decisions with a qualified professional.",
      pt: "Quanto mais dado real, menos genérica fica a SWOT: puxe faturamento, margem e número de clientes do sistema de gestão, do extrato da maquininha ou do relatório do contador, mesmo que aproximados. Conte o que você já tentou e por que não deu certo. Use o plano para abrir a conversa com sócios e equipe e valide decisões tributárias, jurídicas e de crédito com um profissional habilitado.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from SWOT analysis, the TOWS cross-strategy matrix and sprint-based execution planning.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado da análise SWOT, da matriz cruzada TOWS e do planejamento de execução em sprints.",
    },
    steps: {
      en: [
        "Pick the riskiest assumption in the SWOT and ask for a quick, low-cost way to test it with real customers in under two weeks.",
        "Ask for a one-page version of the plan in plain language, with who does what by when, to share with your team.",
        "Request a simple weekly dashboard for the five KPIs, with the formula for each one and the targets for day 30, 60 and 90.",
        "At the end of each sprint, paste the results against the KPIs and ask for a short retrospective and an adjusted plan for the next 30 days.",
        "Ask for a comparison of price, offer and positioning against the two or three competitors you lose customers to, to sharpen the next priorities.",
      ],
      pt: [
        "Escolha a hipótese mais arriscada da SWOT e peça um jeito rápido e barato de testá-la com clientes reais em menos de duas semanas.",
        "Peça uma versão do plano em uma página, em linguagem simples, com quem faz o quê e até quando, para compartilhar com a equipe.",
        "Peça um painel semanal simples para os cinco indicadores, com a fórmula de cada um e as metas para os dias 30, 60 e 90, pronto para montar numa planilha.",
        "No fim de cada sprint, cole os resultados dos indicadores e peça uma retrospectiva curta e o plano ajustado para os próximos 30 dias.",
        "Peça uma comparação de preço, oferta e posicionamento com os dois ou três concorrentes para quem você mais perde clientes, para afinar as próximas prioridades.",
      ],
    },
    tags: {
      en: ["swot", "strategy", "small business", "action plan"],
      pt: ["swot", "estratégia", "pequenas empresas", "plano de ação"],
    },
  },

  // 9 — nutrition — weekly meal plan with shopping list and prep schedule (featured)
  {
    id: 9,
    categoryId: "nutrition",
    isPremium: false,
    featured: true,
    publishedAt: "2025-04-29",
    relatedPromptIds: [21, 7, 10],
    title: {
      en: "Weekly Meal Plan with Shopping List and Prep Schedule",
      pt: "Cardápio da Semana com Lista de Compras e Marmitas",
    },
    tagline: {
      en: "Seven days of balanced meals, one shopping trip and a two-hour prep session.",
      pt: "Sete dias de refeições equilibradas, uma ida ao mercado e duas horas de preparo.",
    },
    description: {
      en: "Builds a balanced 7-day menu around your household, budget and cooking time, with ingredient reuse, a shopping list by store section and a batch-cooking plan.",
      pt: "Monta um cardápio equilibrado de 7 dias para a sua casa, o seu orçamento e o seu tempo, com reaproveitamento de ingredientes, lista de compras por seção do mercado e plano de marmitas.",
    },
    promptText: {
      en: `You are a registered dietitian who designs practical meal plans for busy households. Create a 7-day meal plan that is balanced, affordable and realistic to cook.

Who is eating (ages, activity level, goals): [household and goals]
Restrictions, allergies, dislikes and favorite foods: [dietary restrictions and preferences]
Weekly grocery budget: [weekly budget]
Cooking time on weekdays and weekends: [cooking time available]

Deliver:
1. A 7-day table with breakfast, lunch, dinner and one or two snacks, built on whole foods and current dietary guidelines, with portions in household measures.
2. Ingredients reused across meals to cut waste and cost, such as a roast chicken that becomes two meals.
3. A shopping list grouped by store section, with quantities and an estimated total.
4. A prep schedule: what to batch-cook in one two-hour weekend session, what to prep midweek and how long each item keeps in the fridge or freezer.
5. Three backup meals for days when plans fall apart.

Constraints: no extreme calorie restriction, no supplements, nothing from my restriction list, and recipes with ten ingredients or fewer.

Output format: headings and tables, short recipe notes only where the method is not obvious, and a closing reminder that anyone with a medical condition should have a registered dietitian review the plan.`,
      pt: `Você é nutricionista e monta cardápios práticos para famílias com rotina corrida. Crie um cardápio de 7 dias equilibrado, que caiba no bolso e seja realista de preparar.

Quem vai comer (idades, nível de atividade, objetivos): [pessoas da casa e objetivos]
Restrições, alergias, o que não comem e comidas favoritas: [restrições e preferências alimentares]
Orçamento semanal de mercado (em R$): [orçamento semanal]
Tempo para cozinhar durante a semana e no fim de semana: [tempo disponível para cozinhar]

Entregue:
1. Tabela de 7 dias com café da manhã, almoço, jantar e um ou dois lanches, com comida de verdade, seguindo o Guia Alimentar para a População Brasileira, e porções em medidas caseiras.
2. Reaproveitamento de ingredientes para reduzir desperdício e custo, como o frango assado de domingo que vira salpicão na segunda.
3. Lista de compras por seção do mercado (hortifrúti, açougue, mercearia, laticínios), com quantidades e total estimado.
4. Cronograma de preparo: o que cozinhar numa sessão de duas horas no fim de semana, o que adiantar no meio da semana e quanto tempo cada marmita dura na geladeira ou no freezer.
5. Três refeições coringa para os dias em que tudo sai do roteiro.

Restrições: nada de dieta muito restritiva, sem suplementos, nada da minha lista de restrições e receitas com até dez ingredientes.

Formato da resposta: títulos e tabelas, modo de preparo só quando não for óbvio e, no fim, um lembrete de que quem tem alguma condição de saúde deve validar o cardápio com um nutricionista com CRN ativo.`,
    },
    instructions: {
      en: "List everyone who eats from the plan, with real restrictions and the foods they refuse, and give the budget in your currency. Mention your equipment, such as an air fryer, pressure cooker or freezer space. This is general guidance: for pregnancy, diabetes, kidney disease, a history of eating disorders or children with special needs, have a registered dietitian review the plan.",
      pt: "Liste todo mundo que vai comer, com as restrições reais e o que cada um se recusa a comer, e informe o orçamento em reais. Diga que equipamentos você tem, como panela de pressão, air fryer ou espaço no freezer. O conteúdo é orientativo: em casos de gestação, diabetes, doença renal, histórico de transtorno alimentar ou crianças com necessidades específicas, o cardápio deve passar por um nutricionista.",
    },
    credits: {
      en: "Written by the Promptário editorial team, based on public dietary guidelines and common batch-cooking practice.",
      pt: "Escrito pela equipe editorial do Promptário, com base no Guia Alimentar para a População Brasileira e em práticas consagradas de preparo de marmitas.",
    },
    steps: {
      en: [
        "Paste this week's deals from your grocery store and ask it to swap ingredients to fit the budget without changing the nutritional balance.",
        "Ask for a kid-friendly or lunchbox version of the same week that uses the same shopping list.",
        "Request step-by-step instructions for the weekend prep session, ordered to use the oven, stovetop and counter space as efficiently as possible.",
        "At the end of the week, list what was left over or skipped and ask for next week's plan adjusted to your real habits.",
        "Ask for a rotation of four weekly plans built on the same core pantry, so meal planning becomes a monthly task instead of a weekly one.",
      ],
      pt: [
        "Cole as ofertas da semana do seu mercado ou atacarejo e peça para trocar ingredientes e caber no orçamento sem perder o equilíbrio nutricional.",
        "Peça uma versão da mesma semana para a lancheira das crianças ou para a marmita do trabalho, usando a mesma lista de compras.",
        "Peça o passo a passo da sessão de preparo do fim de semana, na ordem que aproveita melhor o forno, o fogão e o espaço da pia.",
        "No fim da semana, liste o que sobrou ou ninguém comeu e peça o cardápio da semana seguinte ajustado aos hábitos reais da casa.",
        "Peça um rodízio de quatro cardápios semanais montados com a mesma base de despensa, para o planejamento virar tarefa do mês, e não de toda semana.",
      ],
    },
    tags: {
      en: ["meal plan", "meal prep", "shopping list", "healthy eating"],
      pt: ["cardápio semanal", "marmitas", "lista de compras", "alimentação saudável"],
    },
  },

  // 10 — finance — personal budget review and savings plan (premium)
  {
    id: 10,
    categoryId: "finance",
    isPremium: true,
    featured: false,
    publishedAt: "2025-05-20",
    relatedPromptIds: [7, 19, 22],
    title: {
      en: "Personal Budget Review and Savings Plan",
      pt: "Raio-X do Orçamento e Plano para Guardar Dinheiro",
    },
    tagline: {
      en: "See where your money really goes and build a plan to save every month.",
      pt: "Descubra para onde o seu dinheiro está indo e monte um plano para guardar todo mês.",
    },
    description: {
      en: "A no-judgment review of your income, spending and debts that finds the biggest savings, picks a debt strategy and sets automatic monthly contributions toward your goals.",
      pt: "Uma análise sem julgamentos da sua renda, dos gastos e das dívidas, que encontra onde dá para economizar, define a estratégia para quitar dívidas e automatiza os aportes para cada objetivo.",
    },
    promptText: {
      en: `You are a fee-only financial planner who helps people take control of their money without shame or jargon. Review my budget and build a savings plan I can stick to.

Monthly take-home income (all sources): [monthly net income]
Spending for the last one to three months, by category or as transactions: [monthly expenses]
Debts (balance, interest rate, minimum payment): [debts]
Goals, with amounts and deadlines: [savings goals and deadlines]

Task:
1. Group my spending into fixed essentials, variable essentials, lifestyle and financial (saving and debt), each as a share of income, compared with a 50/30/20 benchmark.
2. Find the five biggest opportunities to cut or renegotiate, with the monthly saving of each, including forgotten subscriptions.
3. Recommend a debt strategy (avalanche or snowball) with a payoff timeline, and say when paying debt should come before saving.
4. Set an emergency fund target and a monthly contribution for each goal, in order of priority.
5. Propose a simple monthly system of accounts and automatic transfers, with dates.

Constraints: use only my numbers and ask if something is missing. Recommend no specific investment products; discuss categories and their trade-offs in risk, liquidity and cost.

Output format: a one-paragraph diagnosis, a spending table, the cut list, the debt plan, a goals table (goal | amount | deadline | monthly contribution) and a 12-month savings projection.`,
      pt: `Você é planejador financeiro independente e ajuda pessoas a pôr as contas em ordem, sem julgamento e sem economês. Analise meu orçamento e monte um plano para guardar dinheiro que eu consiga seguir.

Renda líquida mensal (todas as fontes): [renda líquida mensal]
Gastos dos últimos um a três meses, por categoria ou em lançamentos: [gastos mensais]
Dívidas (saldo, juros ao mês, parcela mínima): [dívidas]
Objetivos, com valores e prazos: [objetivos e prazos]

O que eu preciso:
1. Agrupe os gastos em essenciais fixos, essenciais variáveis, estilo de vida e financeiro (poupança e dívidas), em porcentagem da renda, comparando com a referência 50/30/20.
2. Encontre as cinco maiores oportunidades de corte ou renegociação, com a economia mensal de cada uma, incluindo assinaturas esquecidas.
3. Recomende uma estratégia para as dívidas (avalanche ou bola de neve) com prazo de quitação e diga quando quitar vem antes de guardar, como no rotativo do cartão e no cheque especial.
4. Defina a meta da reserva de emergência e o aporte mensal de cada objetivo, por ordem de prioridade.
5. Proponha um sistema mensal simples de contas e transferências ou Pix agendados, com datas.

Restrições: use só os meus números e pergunte se faltar algo. Não indique produtos de investimento específicos; fale de categorias, com prós e contras de risco, liquidez e custo.

Formato da resposta: um parágrafo de diagnóstico, tabela de gastos, lista de cortes, plano das dívidas, tabela de objetivos (objetivo | valor | prazo | aporte mensal) e projeção do acumulado em 12 meses.`,
    },
    instructions: {
      en: "Export one to three months of bank and credit card statements, remove account numbers and other personal identifiers, and paste totals by category or the transactions themselves. Include irregular yearly costs such as insurance, taxes and holidays, divided by twelve. The AI helps you organize, it does not replace licensed advice: for investments, taxes or large debts, talk to a certified financial planner.",
      pt: "Exporte de um a três meses de extrato do banco e fatura do cartão, apague número de conta, CPF e outros dados pessoais e cole os totais por categoria ou os lançamentos. Inclua os gastos anuais, como IPVA, IPTU, material escolar e seguro, divididos por doze. A IA ajuda a organizar, mas não substitui orientação profissional: para investimentos, imposto de renda ou dívidas grandes, converse com um planejador financeiro certificado.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from the 50/30/20 budgeting rule and the avalanche and snowball debt payoff methods.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado da regra 50/30/20 de orçamento e dos métodos avalanche e bola de neve para quitar dívidas.",
    },
    steps: {
      en: [
        "Paste one month of transactions and ask it to categorize every line, flagging duplicates, forgotten subscriptions and fees you can dispute.",
        "Ask for scripts to renegotiate your three biggest bills, such as phone, internet, insurance or a loan rate, including what to say if they refuse.",
        "Request a spreadsheet layout with formulas for a monthly review, so you can compare actual against planned in 15 minutes.",
        "After the first month, paste the real numbers and ask what drifted, why, and whether the targets need adjusting.",
        "Once the emergency fund is on track, ask for a plain-language comparison of investment categories for each goal, by deadline, risk and liquidity.",
      ],
      pt: [
        "Cole os lançamentos de um mês e peça para categorizar linha por linha, apontando cobranças duplicadas, assinaturas esquecidas e tarifas bancárias que dá para contestar.",
        "Peça roteiros para renegociar as três maiores contas, como celular, internet, plano de saúde ou os juros de um empréstimo (inclusive pela portabilidade de crédito), com o que dizer se negarem.",
        "Peça o modelo de uma planilha com fórmulas para a revisão mensal, para comparar o previsto com o realizado em 15 minutos.",
        "Depois do primeiro mês, cole os números reais e pergunte o que saiu do plano, por quê e se as metas precisam de ajuste.",
        "Com a reserva de emergência encaminhada, peça uma comparação em linguagem simples entre categorias de investimento para cada objetivo, por prazo, risco e liquidez.",
      ],
    },
    tags: {
      en: ["personal finance", "budget", "savings", "debt"],
      pt: ["finanças pessoais", "orçamento", "reserva de emergência", "dívidas"],
    },
  },

  // 11 — storytelling — brand origin story in three lengths
  {
    id: 11,
    categoryId: "storytelling",
    isPremium: false,
    featured: false,
    publishedAt: "2025-06-03",
    relatedPromptIds: [23, 1, 25],
    title: {
      en: "Brand Origin Story in Three Lengths",
      pt: "História de Origem da Marca em Três Tamanhos",
    },
    tagline: {
      en: "One true founding story, ready for your About page, pitch deck and bio.",
      pt: "Uma história de fundação verdadeira, pronta para o site, o pitch e a bio.",
    },
    description: {
      en: "Turns raw founding facts into a scene-driven origin story in long, medium and short versions, with no invented details, plus the questions that would make it stronger.",
      pt: "Transforma os fatos da fundação numa história de origem construída em cenas, nas versões longa, média e curta, sem inventar nada, e ainda aponta as perguntas que a deixariam mais forte.",
    },
    promptText: {
      en: `You are a brand storyteller who writes founder stories that feel true, not like advertising. Write the origin story of [brand name and what it does] using only the facts below.

How it started (the people, the problem they saw, the moment they decided, early struggles, a turning point): [founding facts]
Who we want to reach: [target audience]
Brand voice: [brand voice: warm and personal | confident and expert | playful and bold | calm and trustworthy = warm and personal]

Structure: open with a specific scene or moment, not a date; show the problem from the customer's side; include one real obstacle and what the founders learned from it; end with what the brand promises today and an invitation to the reader. Prefer concrete details, places and sensory images to adjectives.

Write three versions:
1. Long (350 to 450 words) for the About page, with a headline and subheadings.
2. Medium (120 to 150 words) for a pitch deck, press kit or company profile.
3. Short (under 40 words) for a social bio, packaging or a spoken introduction.

Constraints: do not invent facts, numbers, awards or quotes; where a missing detail would strengthen the story, ask me about it in a note instead. Avoid clichés such as "passion", "journey" and "since day one".

Output format: the three versions with their word counts, the list of questions, and three alternative headlines for the long version.`,
      pt: `Você é storyteller de marca e escreve histórias de fundadores que soam verdadeiras, não como propaganda. Escreva a história de origem de [nome da marca e o que ela faz] usando apenas os fatos abaixo.

Como tudo começou (as pessoas, o problema que viram, o momento da decisão, os perrengues do início, a virada): [fatos da fundação]
Quem queremos alcançar: [público-alvo]
Tom de voz da marca: [tom de voz da marca: acolhedor e pessoal | confiante e especialista | divertido e ousado | sereno e confiável = acolhedor e pessoal]

Estrutura: abra com uma cena ou um momento específico, não com uma data; mostre o problema do ponto de vista do cliente; inclua um obstáculo real e o que os fundadores aprenderam com ele; termine com o que a marca promete hoje e um convite ao leitor. Prefira detalhes concretos, lugares e imagens sensoriais a adjetivos.

Escreva três versões:
1. Longa (350 a 450 palavras) para a página Quem Somos, com título e intertítulos.
2. Média (120 a 150 palavras) para pitch deck, release de imprensa ou perfil da empresa.
3. Curta (até 40 palavras) para a bio do Instagram, a embalagem ou uma apresentação rápida em eventos.

Restrições: não invente fatos, números, prêmios nem depoimentos; quando faltar um detalhe que deixaria a história mais forte, pergunte numa observação. Evite clichês como "paixão", "jornada", "sonho" e "desde o primeiro dia".

Formato da resposta: as três versões com a contagem de palavras, a lista de perguntas e três títulos alternativos para a versão longa.`,
    },
    instructions: {
      en: "Give facts, not slogans: where you were, what went wrong, a customer you remember, the first sale, the moment you almost quit. The rawer and more specific the material, the less generic the story, so do not polish it before pasting. Read the result aloud and cut anything a competitor could also say about itself.",
      pt: "Dê fatos, não slogans: onde vocês estavam, o que deu errado, um cliente marcante, a primeira venda, o dia em que quase desistiram. Quanto mais cru e específico o material, menos genérica fica a história, então não enfeite antes de colar. Leia o resultado em voz alta e corte tudo o que um concorrente também poderia dizer sobre si mesmo.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from classic narrative structure (situation, conflict, turning point, resolution) as used in brand storytelling.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado da estrutura narrativa clássica (situação, conflito, virada e desfecho) aplicada ao storytelling de marca.",
    },
    steps: {
      en: [
        "Answer the questions it raised and ask for a revised long version that weaves in the new details without growing past the word limit.",
        "Ask for a 60-second video script based on the medium version, using the opening scene as the hook.",
        "Request a version told from the point of view of an early customer, to use in campaigns and testimonials with their permission.",
        "Have it pull five short lines from the story for social posts, packaging and the website footer.",
        "Ask for an investor version that links the origin to the size of the opportunity and to why this team is the one to win it.",
      ],
      pt: [
        "Responda às perguntas levantadas e peça uma nova versão longa que incorpore os detalhes, sem passar do limite de palavras.",
        "Peça um roteiro de vídeo de 60 segundos a partir da versão média, usando a cena de abertura como gancho.",
        "Peça uma versão contada do ponto de vista de um dos primeiros clientes, para usar em campanhas e depoimentos com a autorização dele.",
        "Peça cinco frases curtas tiradas da história para posts, embalagem e rodapé do site.",
        "Peça uma versão para investidores que ligue a origem ao tamanho da oportunidade e ao motivo de este time ser o certo para aproveitá-la.",
      ],
    },
    tags: {
      en: ["brand story", "storytelling", "about page", "copywriting"],
      pt: ["história da marca", "storytelling", "quem somos", "copywriting"],
    },
  },

  // 12 — education — complete lesson plan with activities and assessment (featured)
  {
    id: 12,
    categoryId: "education",
    isPremium: false,
    featured: true,
    publishedAt: "2025-07-01",
    relatedPromptIds: [24, 7],
    title: {
      en: "Complete Lesson Plan with Activities and Assessment",
      pt: "Plano de Aula Completo com Atividades e Avaliação",
    },
    tagline: {
      en: "A ready-to-teach lesson, from opening hook to exit ticket, timed minute by minute.",
      pt: "Uma aula pronta para aplicar, da abertura ao bilhete de saída, minuto a minuto.",
    },
    description: {
      en: "Designs a lesson backward from your objectives: hook, explanation, practice, differentiation, an exit ticket with answer key and a rubric, all in a minute-by-minute plan.",
      pt: "Planeja a aula de trás para a frente, a partir dos objetivos: abertura, explicação, prática, adaptações, bilhete de saída com gabarito e rubrica, tudo num roteiro minuto a minuto.",
    },
    promptText: {
      en: `You are an experienced teacher and instructional designer. Create a complete, ready-to-teach lesson plan.

Subject and topic: [subject and topic]
Grade and class profile (size, prior knowledge, who needs support): [grade level and class profile]
Lesson length and available resources: [lesson length and resources]
Learning objectives or curriculum standards: [learning objectives or standards]

Plan backward from the objectives:
1. Two or three measurable objectives in student language ("I can...") and the evidence that shows they were met.
2. Opening: a hook that connects the topic to students' lives and a quick check of prior knowledge.
3. Explanation: the key concept, one worked example and the common misconceptions to address.
4. Practice: at least two activities, one of them in pairs or groups, with instructions students can follow on their own.
5. Differentiation: support for students who struggle and an extension for those who finish early.
6. Assessment: a five-minute exit ticket with three questions and an answer key, plus a short rubric for the main activity.
7. Closing: a one-minute recap and a follow-up task.

Constraints: age-appropriate examples, realistic timing, only the resources I listed.

Output format: a header (topic, grade, length, objectives, materials), a minute-by-minute table (time | stage | teacher does | students do | materials), then the handouts, exit ticket and rubric, ready to print.`,
      pt: `Você é professor experiente e designer instrucional. Crie um plano de aula completo, pronto para aplicar.

Disciplina e tema: [disciplina e tema]
Ano e perfil da turma (tamanho, conhecimentos prévios, quem precisa de apoio): [ano escolar e perfil da turma]
Duração da aula e recursos disponíveis: [duração da aula e recursos]
Objetivos ou habilidades da BNCC (com código, se houver): [objetivos ou habilidades do currículo]

Planeje a partir dos objetivos (planejamento reverso):
1. Dois ou três objetivos mensuráveis na voz do aluno ("eu consigo...") e as evidências de que foram atingidos.
2. Abertura: um gancho que ligue o tema à vida dos alunos e uma sondagem rápida do que já sabem.
3. Explicação: o conceito central, um exemplo resolvido e os erros conceituais mais comuns.
4. Prática: ao menos duas atividades, uma em dupla ou grupo, com comandos que os alunos consigam seguir sozinhos.
5. Adaptações: apoio para quem tem mais dificuldade, inclusive estudantes com deficiência, e um desafio extra para quem terminar antes.
6. Avaliação: bilhete de saída de cinco minutos com três perguntas e gabarito, mais uma rubrica curta para a atividade principal.
7. Fechamento: uma síntese de um minuto e uma tarefa de continuidade.

Restrições: linguagem e exemplos adequados à idade, tempos realistas e só os recursos que listei.

Formato da resposta: cabeçalho (tema, ano, duração, objetivos, materiais), tabela minuto a minuto (tempo | etapa | o que o professor faz | o que os alunos fazem | materiais) e, em seguida, folhas de atividade, bilhete de saída e rubrica, prontos para imprimir.`,
    },
    instructions: {
      en: "Describe your real class: how many students, what they already know, who needs support and which equipment actually works in the room. Paste the curriculum standard word for word if your school requires it in lesson plans. Always review the content for accuracy and adjust the timing to your group; the plan is a strong draft, and you know your students best.",
      pt: "Descreva a turma real: quantos alunos, o que já sabem, quem precisa de apoio e que equipamento de fato funciona na sala (projetor, laboratório ou só quadro e giz). Cole o código e o texto da habilidade da BNCC se a escola exigir no planejamento. Revise sempre o conteúdo e ajuste os tempos à sua turma; o plano é um ótimo rascunho, mas quem conhece os alunos é você.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from backward design (Understanding by Design) and the gradual release of responsibility model.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado do planejamento reverso (Understanding by Design) e do modelo de transferência gradual de responsabilidade (eu faço, nós fazemos, você faz).",
    },
    steps: {
      en: [
        "Ask for a slide outline for the lesson, one slide per stage, with the key text and a suggested image for each.",
        "Request an adapted version of the activities for a student with a specific need, such as dyslexia or ADHD, keeping the same objectives.",
        "Paste the exit ticket results and ask it to group students by misconception and plan a 15-minute reteaching activity for the next class.",
        "Ask it to expand the lesson into a two-week unit with a final project and a summative assessment aligned to the same objectives.",
        "Have it write a short note to families explaining what students learned and one question they can ask at home.",
      ],
      pt: [
        "Peça o roteiro dos slides da aula, um por etapa, com o texto principal e uma sugestão de imagem para cada um.",
        "Peça uma versão adaptada das atividades para um aluno com uma necessidade específica, como dislexia ou TDAH, mantendo os mesmos objetivos.",
        "Cole as respostas do bilhete de saída e peça para agrupar os alunos por tipo de erro e planejar uma retomada de 15 minutos na aula seguinte.",
        "Peça para transformar a aula numa sequência didática de duas semanas, com projeto final e avaliação somativa alinhados aos mesmos objetivos.",
        "Peça um recado curto para as famílias, pela agenda ou pelo grupo da turma, contando o que os alunos aprenderam e sugerindo uma pergunta para fazer em casa.",
      ],
    },
    tags: {
      en: ["lesson plan", "teaching", "assessment", "classroom"],
      pt: ["plano de aula", "docência", "avaliação", "bncc"],
    },
  },

  // 13 — marketing — B2B cold email sequence (4 emails)
  {
    id: 13,
    categoryId: "marketing",
    isPremium: false,
    featured: false,
    publishedAt: "2025-07-22",
    relatedPromptIds: [25, 20, 1],
    title: {
      en: "B2B Cold Email Sequence in Four Steps",
      pt: "Sequência de Cold Email B2B em Quatro Etapas",
    },
    tagline: {
      en: "Four short, human outreach emails that earn replies without sounding like spam.",
      pt: "Quatro e-mails de prospecção curtos e humanos, que geram resposta sem cara de spam.",
    },
    description: {
      en: "Writes a four-touch B2B outreach sequence with a personalized opener, a value email, a new angle and a polite breakup, plus subject lines and a compliance checklist.",
      pt: "Escreve uma cadência de prospecção B2B em quatro toques, com abertura personalizada, e-mail de valor, novo ângulo e despedida educada, além de linhas de assunto e checklist de LGPD.",
    },
    promptText: {
      en: `You are a B2B outbound copywriter whose cold emails get replies because they sound like a person, not a campaign. Write a four-email outreach sequence.

What we sell: [company and offer]
Ideal customer (role, company size, industry, trigger events): [ideal customer profile]
The problem we solve for them: [pain point]
Proof we can cite (results, clients, numbers): [proof and results]
The next step we want: [desired next step]

Sequence:
1. Day 1, first touch: a personalized opener based on a trigger or observation, the problem in their words, one proof point and a low-friction question.
2. Day 4, value: a short insight, benchmark or idea they can use even if they never buy.
3. Day 9, new angle: a different pain point or a brief customer story, same call to action.
4. Day 16, breakup: a polite close that makes a simple yes or no easy.

Rules: under 120 words per email, plain text, no attachments, one call to action each. No fake familiarity, no "just following up", no false urgency, no claims beyond the proof I gave. Mark personalization fields in curly braces, such as {first name}.

Output format: for each email, two subject lines (six words max), the body and a one-line note on why it works. End with a short checklist for deliverability and anti-spam compliance, including a clear opt-out.`,
      pt: `Você é copywriter de prospecção B2B (outbound) e seus cold emails recebem resposta porque soam como uma pessoa, não como campanha. Escreva uma cadência de quatro e-mails.

O que vendemos: [empresa e oferta]
Cliente ideal (cargo, porte da empresa, segmento, gatilhos de compra): [perfil de cliente ideal]
O problema que resolvemos para ele: [dor do cliente]
Provas que podemos citar (resultados, clientes, números): [provas e resultados]
O próximo passo que queremos: [próximo passo desejado]

Cadência:
1. Dia 1, primeiro contato: abertura personalizada a partir de um gatilho ou observação, o problema nas palavras do cliente, uma prova e uma pergunta fácil de responder.
2. Dia 4, valor: um insight curto, um dado de mercado ou uma ideia que ele possa usar mesmo que nunca compre.
3. Dia 9, novo ângulo: outra dor ou um caso rápido de cliente, com a mesma chamada para ação.
4. Dia 16, despedida: um encerramento educado que deixe fácil responder sim ou não.

Regras: até 120 palavras por e-mail, texto puro, sem anexos, uma chamada para ação por e-mail. Nada de intimidade forçada, de "só passando para lembrar", de falsa urgência ou de promessa além das provas que dei. Marque os campos de personalização entre chaves, como {primeiro nome}.

Formato da resposta: para cada e-mail, duas linhas de assunto com até seis palavras, o corpo e uma linha explicando por que funciona. Feche com um checklist curto de entregabilidade e de conformidade com a LGPD, incluindo opção clara de descadastro.`,
    },
    instructions: {
      en: 'Narrow the ideal customer to one role in one segment, because a sequence written for "any company" reads like spam. Give real proof, even if small, such as a pilot result or the type of clients you serve. Send from a warmed-up domain in small daily batches, personalize every first line by hand and honor opt-outs immediately.',
      pt: 'Feche o cliente ideal em um cargo e um segmento, porque cadência escrita para "qualquer empresa" vira spam. Dê provas reais, mesmo que pequenas, como o resultado de um piloto ou o tipo de cliente que você atende. Não use lista comprada: prospecte contatos profissionais com base no legítimo interesse previsto na LGPD, envie de um domínio aquecido em lotes pequenos por dia, personalize à mão a primeira linha e atenda os pedidos de descadastro na hora.',
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from common B2B outbound practice and the problem, proof and ask structure.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado das práticas consagradas de outbound B2B e da estrutura problema, prova e pedido.",
    },
    steps: {
      en: [
        "Paste three real prospect profiles and ask for a personalized first line for each, based on the trigger events you listed.",
        "Ask for a LinkedIn connection note and a short call script to run alongside the emails as a multichannel cadence.",
        'Request replies to the five most common objections, such as "we already have a vendor" or "no budget this quarter".',
        "After 100 sends, paste open, reply and meeting rates per email and ask which step to rewrite and how to A/B test it.",
        "Have it adapt the sequence to a second persona, such as the end user instead of the budget holder, changing the pain points and proof.",
      ],
      pt: [
        "Cole três perfis reais de prospects e peça uma primeira linha personalizada para cada um, com base nos gatilhos de compra que você listou.",
        "Peça uma nota de conexão para o LinkedIn e um roteiro curto de ligação, para rodar junto com os e-mails numa cadência multicanal.",
        'Peça respostas para as cinco objeções mais comuns, como "já temos fornecedor" ou "não tem verba este trimestre".',
        "Depois de 100 envios, cole as taxas de abertura, resposta e reunião de cada e-mail e pergunte qual etapa reescrever e como fazer o teste A/B.",
        "Peça a adaptação da cadência para uma segunda persona, como o usuário final em vez de quem aprova o orçamento, trocando dores e provas.",
      ],
    },
    tags: {
      en: ["cold email", "b2b", "outbound", "sales"],
      pt: ["cold email", "b2b", "prospecção", "vendas"],
    },
  },
];
