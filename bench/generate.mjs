// Deterministic generator of benchmark prompts. Every translation recombines realistic vocabulary:
// hand-written topics per category (both languages) and lines, descriptions and tags taken from
// the 25 catalogue prompts of the same category, plus invented brand names for a long tail of rare
// words, so full-text search sees realistic word frequencies: a topic word such as "reunião" in a
// few percent of the rows, a brand name in a handful, a typo in none.

/** mulberry32: small, fast, good enough for test data, and the same sequence on every machine. */
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  /** k distinct items in their original order */
  const sample = (list, k) => {
    const indexes = list.map((_, i) => i);
    for (let i = indexes.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [indexes[i], indexes[j]] = [indexes[j], indexes[i]];
    }
    return indexes
      .slice(0, Math.min(k, list.length))
      .sort((a, b) => a - b)
      .map((i) => list[i]);
  };
  return { next, int, pick, sample };
}

const t = (en, pt) => ({ en, pt });

/** What a prompt is about, per category: the words a reader types into the search box. */
const TOPICS = {
  "art-illustration": [
    t("watercolor landscape", "paisagem em aquarela"),
    t("children's book scene", "cena de livro infantil"),
    t("fantasy character", "personagem de fantasia"),
    t("comic strip", "tirinha em quadrinhos"),
    t("botanical illustration", "ilustração botânica"),
    t("album cover art", "arte de capa de álbum"),
    t("editorial illustration", "ilustração editorial"),
    t("digital painting", "pintura digital"),
    t("pixel art sprite", "sprite em pixel art"),
    t("concept art environment", "concept art de cenário"),
    t("poster illustration", "ilustração para pôster"),
    t("storyboard frame", "quadro de storyboard"),
  ],
  "logo-icon": [
    t("minimalist logo", "logo minimalista"),
    t("app icon set", "conjunto de ícones de app"),
    t("monogram logo", "logo monograma"),
    t("mascot logo", "logo com mascote"),
    t("wordmark", "logotipo tipográfico"),
    t("favicon", "favicon"),
    t("brand identity", "identidade visual"),
    t("coffee shop logo", "logo para cafeteria"),
    t("line icon family", "família de ícones de linha"),
    t("emblem badge", "emblema e selo"),
    t("restaurant logo", "logo para restaurante"),
    t("tech startup logo", "logo para startup de tecnologia"),
  ],
  "portrait-photography": [
    t("LinkedIn headshot", "foto de perfil para o LinkedIn"),
    t("studio portrait", "retrato de estúdio"),
    t("natural light portrait", "retrato com luz natural"),
    t("black and white portrait", "retrato em preto e branco"),
    t("family photo session", "ensaio fotográfico de família"),
    t("corporate team photo", "foto corporativa da equipe"),
    t("fashion editorial portrait", "retrato editorial de moda"),
    t("golden hour portrait", "retrato na hora dourada"),
    t("actor headshot", "foto de ator para casting"),
    t("pet portrait", "retrato de pet"),
    t("cinematic portrait lighting", "iluminação cinematográfica de retrato"),
  ],
  pattern: [
    t("seamless floral pattern", "estampa floral contínua"),
    t("geometric tile pattern", "padrão geométrico de azulejo"),
    t("textile print", "estampa têxtil"),
    t("wallpaper pattern", "padrão para papel de parede"),
    t("marble texture", "textura de mármore"),
    t("wrapping paper design", "papel de presente"),
    t("tropical leaf print", "estampa de folhas tropicais"),
    t("art deco pattern", "padrão art déco"),
    t("wood grain texture", "textura de madeira"),
    t("stationery pattern", "estampa para papelaria"),
    t("ceramic tile design", "design de azulejo de cerâmica"),
  ],
  "personal-ai": [
    t("weekly planning", "planejamento semanal"),
    t("meeting notes", "ata de reunião"),
    t("one-on-one meeting", "reunião individual"),
    t("daily journal", "diário pessoal"),
    t("habit tracker", "controle de hábitos"),
    t("decision making", "tomada de decisão"),
    t("travel itinerary", "roteiro de viagem"),
    t("inbox zero routine", "rotina de caixa de entrada zero"),
    t("goal setting", "definição de metas"),
    t("job interview preparation", "preparação para entrevista de emprego"),
    t("study schedule", "cronograma de estudos"),
    t("difficult conversation", "conversa difícil"),
  ],
  consulting: [
    t("business plan", "plano de negócio"),
    t("SWOT analysis", "análise SWOT"),
    t("client proposal", "proposta comercial"),
    t("kickoff meeting", "reunião de kickoff"),
    t("stakeholder meeting", "reunião com stakeholders"),
    t("business model canvas", "canvas de modelo de negócio"),
    t("market research", "pesquisa de mercado"),
    t("competitor analysis", "análise da concorrência"),
    t("process improvement", "melhoria de processos"),
    t("pricing strategy", "estratégia de preços"),
    t("small business diagnosis", "diagnóstico de pequena empresa"),
    t("OKR workshop", "workshop de OKRs"),
    t("board meeting", "reunião do conselho"),
  ],
  nutrition: [
    t("weekly meal plan", "cardápio da semana"),
    t("healthy recipe", "receita saudável"),
    t("high-protein breakfast", "café da manhã rico em proteína"),
    t("vegetarian meal prep", "marmitas vegetarianas"),
    t("shopping list", "lista de compras"),
    t("sports nutrition", "nutrição esportiva"),
    t("low-carb dinner", "jantar low carb"),
    t("kids' lunchbox", "lancheira infantil"),
    t("budget-friendly recipes", "receitas econômicas"),
    t("hydration plan", "plano de hidratação"),
    t("gluten-free baking", "confeitaria sem glúten"),
  ],
  finance: [
    t("personal budget", "orçamento pessoal"),
    t("cash flow forecast", "projeção de fluxo de caixa"),
    t("emergency fund", "reserva de emergência"),
    t("debt payoff plan", "plano para quitar dívidas"),
    t("retirement savings", "previdência e aposentadoria"),
    t("investment portfolio", "carteira de investimentos"),
    t("small business accounting", "contabilidade de pequeno negócio"),
    t("startup runway", "runway de startup"),
    t("tax checklist", "checklist de impostos"),
    t("household expenses", "despesas da casa"),
    t("pricing and margins", "preço e margem"),
  ],
  storytelling: [
    t("brand origin story", "história de origem da marca"),
    t("short video script", "roteiro de vídeo curto"),
    t("podcast episode", "episódio de podcast"),
    t("bedtime story", "história para dormir"),
    t("customer case study", "estudo de caso de cliente"),
    t("wedding speech", "discurso de casamento"),
    t("short story plot", "enredo de conto"),
    t("founder keynote", "palestra do fundador"),
    t("newsletter story", "história para newsletter"),
    t("character backstory", "história de fundo do personagem"),
    t("documentary outline", "roteiro de documentário"),
  ],
  programming: [
    t("code review", "revisão de código"),
    t("SQL query optimization", "otimização de consultas SQL"),
    t("unit tests", "testes unitários"),
    t("REST API design", "design de API REST"),
    t("Python script", "script em Python"),
    t("TypeScript refactoring", "refatoração em TypeScript"),
    t("database schema", "esquema de banco de dados"),
    t("bug investigation", "investigação de bug"),
    t("regular expression", "expressão regular"),
    t("CI pipeline", "pipeline de CI"),
    t("React component", "componente React"),
    t("technical documentation", "documentação técnica"),
  ],
  marketing: [
    t("social media content", "conteúdo para redes sociais"),
    t("email marketing campaign", "campanha de email marketing"),
    t("landing page copy", "copy de landing page"),
    t("cold email sequence", "sequência de cold email"),
    t("Instagram calendar", "calendário do Instagram"),
    t("product launch", "lançamento de produto"),
    t("SEO blog post", "post de blog com SEO"),
    t("ad copy", "texto de anúncio"),
    t("brand voice", "tom de voz da marca"),
    t("marketing funnel", "funil de marketing"),
    t("influencer partnership", "parceria com influenciadores"),
    t("customer persona", "persona do cliente"),
  ],
  education: [
    t("lesson plan", "plano de aula"),
    t("quiz with answer key", "prova com gabarito"),
    t("grading rubric", "rubrica de avaliação"),
    t("study guide", "guia de estudos"),
    t("flashcards", "flashcards"),
    t("parent-teacher meeting", "reunião de pais e mestres"),
    t("science experiment", "experimento de ciências"),
    t("reading comprehension", "interpretação de texto"),
    t("online course outline", "estrutura de curso online"),
    t("exam revision plan", "plano de revisão para o vestibular"),
    t("classroom activity", "atividade em sala de aula"),
  ],
};

const ARTIFACTS = [
  t("plan", "plano"),
  t("template", "modelo"),
  t("checklist", "checklist"),
  t("step-by-step guide", "guia passo a passo"),
  t("framework", "framework"),
  t("brief", "briefing"),
  t("script", "roteiro"),
  t("playbook", "manual"),
  t("prompt kit", "kit de prompts"),
  t("analysis", "análise"),
  t("workshop", "oficina"),
  t("calendar", "calendário"),
];

const AUDIENCES = [
  t("small businesses", "pequenos negócios"),
  t("freelancers", "freelancers"),
  t("remote teams", "equipes remotas"),
  t("startups", "startups"),
  t("teachers", "professores"),
  t("beginners", "iniciantes"),
  t("agencies", "agências"),
  t("online stores", "lojas virtuais"),
  t("busy parents", "mães e pais ocupados"),
  t("consultants", "consultores"),
  t("students", "estudantes"),
  t("nonprofits", "ONGs"),
  t("restaurants", "restaurantes"),
  t("creators", "criadores de conteúdo"),
];

const MODIFIERS = [
  t("30-Day", "de 30 dias"),
  t("Quick", "rápido"),
  t("Complete", "completo"),
  t("Weekly", "semanal"),
  t("Advanced", "avançado"),
  t("Practical", "prático"),
  t("Data-Driven", "orientado por dados"),
  t("One-Page", "de uma página"),
];

const DESCRIPTION_OPENERS = [
  t(
    (topic, artifact, audience) => `Builds a ${artifact} for ${topic}, tailored to ${audience}.`,
    (topic, artifact, audience) => `Monta ${artifact} de ${topic} sob medida para ${audience}.`,
  ),
  t(
    (topic, artifact, audience) =>
      `A ready-to-use ${artifact} that turns ${topic} into clear next steps for ${audience}.`,
    (topic, artifact, audience) =>
      `${artifact} pronto para usar, que transforma ${topic} em próximos passos claros para ${audience}.`,
  ),
  t(
    (topic, artifact, audience) =>
      `Helps ${audience} plan ${topic} with a ${artifact} and concrete examples.`,
    (topic, artifact, audience) =>
      `Ajuda ${audience} a planejar ${topic} com ${artifact} e exemplos concretos.`,
  ),
];

// Brand, client and product names: the long tail of words a real catalogue has (about 28,000 of
// them here), which the typo corrector's vocabulary (search_terms) has to search through.
const SYLLABLES = [
  "ka",
  "lo",
  "ve",
  "ra",
  "mi",
  "to",
  "sa",
  "ne",
  "bri",
  "zu",
  "pa",
  "do",
  "li",
  "tel",
  "nu",
  "ga",
  "fe",
  "ro",
  "vi",
  "sol",
  "ta",
  "be",
  "co",
  "ju",
  "la",
  "ri",
  "mo",
  "xi",
  "den",
  "qua",
];

function brandName(random) {
  const count = 2 + random.int(2);
  let name = "";
  for (let i = 0; i < count; i++) name += random.pick(SYLLABLES);
  return capitalize(name);
}

const BRAND_LINES = [
  t(
    (name) => `Example brand: ${name}.`,
    (name) => `Marca de exemplo: ${name}.`,
  ),
  t(
    (name) => `Tested with the ${name} team.`,
    (name) => `Testado com a equipe da ${name}.`,
  ),
  t(
    (name) => `Inspired by a project for ${name}.`,
    (name) => `Inspirado em um projeto para a ${name}.`,
  ),
];

const CREDITS = t("Generated for the search benchmark.", "Gerado para o benchmark de busca.");

const capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const titleCase = (text) =>
  text
    .split(" ")
    .map((word) =>
      /^[a-z]/.test(word) && !["for", "and", "with", "of", "a", "the"].includes(word)
        ? capitalize(word)
        : word,
    )
    .join(" ");

const lines = (text) =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);

const sentences = (text) => text.match(/[^.!?]+[.!?]+/g)?.map((s) => s.trim()) ?? [text];

/** Per category and locale: the catalogue's lines, sentences and tags to recombine. */
function buildPools(catalogPrompts, categoryIds) {
  const pools = {};
  for (const categoryId of categoryIds) {
    const sources = catalogPrompts.filter((prompt) => prompt.categoryId === categoryId);
    if (!TOPICS[categoryId]) throw new Error(`bench/generate.mjs has no topics for category "${categoryId}"`);
    if (sources.length === 0) throw new Error(`No catalogue prompt in category "${categoryId}"`);
    pools[categoryId] = {};
    for (const locale of ["en", "pt"]) {
      pools[categoryId][locale] = {
        roles: sources.map((prompt) => lines(prompt.promptText[locale])[0]),
        body: sources.flatMap((prompt) => lines(prompt.promptText[locale]).slice(1)),
        descriptions: sources.flatMap((prompt) => sentences(prompt.description[locale])),
        taglines: sources.map((prompt) => prompt.tagline[locale]),
        instructions: sources.flatMap((prompt) => sentences(prompt.instructions[locale])),
        steps: sources.map((prompt) => prompt.steps[locale]),
        tags: [...new Set(sources.flatMap((prompt) => prompt.tags[locale]))],
      };
    }
  }
  return pools;
}

/**
 * Returns `generate(id)` → { prompt, translations: [en, pt] } for ids after the catalogue.
 * Same seed, same catalogue → same rows.
 */
export function createGenerator({ seed, catalogPrompts, categoryIds }) {
  const random = createRandom(seed);
  const pools = buildPools(catalogPrompts, categoryIds);
  const allBody = Object.fromEntries(
    ["en", "pt"].map((locale) => [locale, categoryIds.flatMap((id) => pools[id][locale].body)]),
  );
  const base = Date.UTC(2026, 0, 1);
  const DAY = 86_400_000;

  return function generate(id) {
    const categoryId = random.pick(categoryIds);
    const topic = random.pick(TOPICS[categoryId]);
    const artifact = random.pick(ARTIFACTS);
    const audience = random.pick(AUDIENCES);
    const modifier = random.next() < 0.5 ? random.pick(MODIFIERS) : null;
    const opener = random.pick(DESCRIPTION_OPENERS);
    const sourceIndex = random.int(pools[categoryId].en.roles.length);
    const bodyCount = 4 + random.int(4);
    const borrow = random.next() < 0.15;
    const bodySeed = random.int(2 ** 31);
    const extraSeed = random.int(2 ** 31);
    const brand = brandName(random);
    const brandLine = random.pick(BRAND_LINES);

    const prompt = {
      id,
      categoryId,
      isPremium: random.next() < 1 / 3,
      featured: random.next() < 0.02,
      isPublished: random.next() < 0.97,
      publishedAt: new Date(base - random.int(3 * 365) * DAY - random.int(DAY)).toISOString(),
    };

    const translations = ["en", "pt"].map((locale) => {
      const pool = pools[categoryId][locale];
      // Both languages draw the same positions, so the two translations stay parallel.
      const local = createRandom(bodySeed);
      const extra = createRandom(extraSeed);
      const title =
        locale === "en"
          ? titleCase(`${modifier ? `${modifier.en} ` : ""}${topic.en} ${artifact.en} for ${audience.en}`)
          : capitalize(
              `${artifact.pt} de ${topic.pt}${modifier ? ` ${modifier.pt}` : ""} para ${audience.pt}`,
            );
      const description = [
        capitalize(opener[locale](topic[locale], artifact[locale], audience[locale])),
        local.pick(pool.descriptions),
        brandLine[locale](brand),
      ].join(" ");
      const body = [
        pool.roles[sourceIndex],
        locale === "en"
          ? `Topic: ${topic.en}. Brand: ${brand}. Audience: ${audience.en}. Deliverable: a ${artifact.en}.`
          : `Tema: ${topic.pt}. Marca: ${brand}. Público: ${audience.pt}. Entrega: ${artifact.pt}.`,
        ...local.sample(pool.body, bodyCount),
        ...(borrow ? [extra.pick(allBody[locale])] : []),
      ];
      return {
        promptId: id,
        locale,
        title,
        tagline: local.pick(pool.taglines),
        description,
        promptText: body.join("\n"),
        instructions: local.sample(pool.instructions, 2).join(" "),
        credits: CREDITS[locale],
        steps: pool.steps[sourceIndex],
        tags: [topic[locale], ...local.sample(pool.tags, 2 + local.int(2))],
      };
    });

    return { prompt, translations };
  };
}
