import type { CatalogPrompt } from "./types";

export const CATALOG_PROMPTS_2: CatalogPrompt[] = [
  // 14 — programming — SQL query optimisation and index advice (premium)
  {
    id: 14,
    categoryId: "programming",
    isPremium: true,
    featured: false,
    publishedAt: "2025-02-11",
    relatedPromptIds: [2, 20],
    title: {
      en: "SQL Query Optimizer and Index Advisor",
      pt: "Otimização de Queries SQL e Recomendação de Índices",
    },
    tagline: {
      en: "Turn a slow query and its plan into a faster rewrite and the right indexes.",
      pt: "Transforme uma query lenta numa versão rápida, com os índices certos.",
    },
    description: {
      en: "Paste a slow query, the schema and the execution plan to get a plain-language diagnosis, an equivalent faster rewrite and ready-to-run index statements with their trade-offs.",
      pt: "Cole a query lenta, o schema e o plano de execução e receba um diagnóstico claro, uma reescrita equivalente e mais rápida e comandos de índice prontos, com os prós e contras.",
    },
    promptText: {
      en: `You are a senior database performance engineer who has tuned production systems on PostgreSQL, MySQL and SQL Server. I need help with a slow query.

Context:
- Engine and version: [database engine and version]
- Query: [slow query]
- Table definitions, existing indexes and approximate row counts: [table schemas and indexes]
- Execution plan (EXPLAIN ANALYZE or equivalent): [execution plan]

Task:
1. Read the plan and explain in plain language where the time goes: scans, joins, sorts, bad row estimates.
2. Rewrite the query for performance while returning exactly the same result set. Call out any semantic risk (NULL handling, duplicates, ordering).
3. Recommend indexes: give the exact CREATE INDEX statements, the column order and why, and whether a covering or partial index fits. Flag indexes that would hurt write-heavy tables or duplicate existing ones.
4. Mention configuration, statistics or schema changes only if they matter more than the query itself.

Constraints: do not invent columns or tables that are not in the schema; if something is missing, list your assumptions first. Use syntax valid for the stated engine and version.

Output format: a short diagnosis, the optimized query in a code block, an index table (statement | purpose | expected gain | write cost) and a verification checklist with the commands I should run to confirm the improvement.`,
      pt: `Você é um engenheiro sênior de performance de banco de dados, com experiência em tuning de PostgreSQL, MySQL e SQL Server em produção. Preciso acelerar uma query lenta.

Contexto:
- Banco e versão: [banco de dados e versão]
- Query: [query lenta]
- Tabelas, índices e volume aproximado de linhas: [estrutura das tabelas e índices]
- Plano de execução (EXPLAIN ANALYZE ou equivalente): [plano de execução]

O que eu preciso:
1. Explique, a partir do plano, onde o tempo está indo: full scans, joins, ordenações, estimativas de linhas erradas.
2. Reescreva a query para ficar mais rápida, com exatamente o mesmo resultado, e aponte riscos de mudança de semântica (NULLs, duplicidades, ordenação).
3. Recomende índices: comandos CREATE INDEX prontos, ordem das colunas com justificativa e se vale um índice de cobertura ou parcial. Sinalize os que pesariam em tabelas com muita escrita ou duplicariam algum existente.
4. Só sugira mudanças de configuração, estatísticas ou modelagem se pesarem mais que a própria query.

Restrições: não invente colunas nem tabelas fora do schema; se faltar informação, liste suas premissas antes. Use sintaxe válida para o banco e a versão informados.

Formato: diagnóstico curto, query otimizada em bloco de código, tabela de índices (comando | objetivo | ganho esperado | custo na escrita) e checklist com os comandos para eu confirmar a melhoria.`,
    },
    instructions: {
      en: "Always include the real execution plan from EXPLAIN ANALYZE (or your engine's equivalent) run against production-sized data; plans from a nearly empty dev database are misleading. Give row counts and say whether the tables are read-heavy or write-heavy. Test every suggested index on a staging copy before creating it in production.",
      pt: "Inclua sempre o plano de execução real, gerado com EXPLAIN ANALYZE (ou o equivalente do seu banco) sobre dados com volume de produção; plano tirado de base de desenvolvimento quase vazia engana. Informe a quantidade de linhas e se as tabelas são mais de leitura ou de escrita. Teste cada índice sugerido em homologação antes de criar em produção.",
    },
    credits: {
      en: "Written by the Promptário editorial team, drawing on standard execution-plan analysis and indexing practice.",
      pt: "Escrito pela equipe editorial do Promptário, com base nas práticas consagradas de análise de plano de execução e indexação.",
    },
    steps: {
      en: [
        "After applying the changes, rerun EXPLAIN ANALYZE and ask it to compare the old and new plans node by node, so you know where the gain really came from.",
        "Request a migration script that creates the recommended indexes without locking the table (concurrently or online), with a rollback statement for each one.",
        "Paste your ten most frequent queries against the same tables and ask which composite indexes serve most of them, to avoid index sprawl.",
        "Ask for a query that lists unused and duplicate indexes in your engine, so you can drop the dead weight that slows down writes.",
        "Have it write a small load test with realistic parameter values to prove the improvement holds under concurrent traffic.",
      ],
      pt: [
        "Depois de aplicar as mudanças, rode o EXPLAIN ANALYZE de novo e peça uma comparação nó a nó entre o plano antigo e o novo, para saber de onde o ganho veio de fato.",
        "Peça um script de migração que crie os índices recomendados sem travar a tabela (concurrently ou online), com o comando de rollback de cada um.",
        "Cole as dez queries mais frequentes sobre as mesmas tabelas e pergunte quais índices compostos atendem a maioria delas, para não sair criando índice para tudo.",
        "Peça uma query que liste os índices duplicados ou sem uso no seu banco, para eliminar o peso morto que deixa a escrita mais lenta.",
        "Peça um teste de carga simples, com valores de parâmetros realistas, para provar que a melhoria se sustenta com acessos simultâneos.",
      ],
    },
    tags: {
      en: ["sql", "performance", "indexes", "database"],
      pt: ["sql", "performance", "índices", "banco de dados"],
    },
  },

  // 15 — art-illustration — character concept sheet (featured)
  {
    id: 15,
    categoryId: "art-illustration",
    isPremium: false,
    featured: true,
    publishedAt: "2025-03-04",
    relatedPromptIds: [3, 16, 23],
    title: {
      en: "Character Concept Sheet for Games and Animation",
      pt: "Folha de Concept de Personagem para Games e Animação",
    },
    tagline: {
      en: "Turnaround, expressions and action poses of your character in one clean sheet.",
      pt: "Turnaround, expressões e poses do seu personagem numa folha só, pronta para produção.",
    },
    description: {
      en: "An image-generation prompt that produces a studio-style model sheet: four-view turnaround, expression heads, action poses and prop callouts in one consistent style.",
      pt: "Prompt de geração de imagem que entrega uma model sheet no padrão de estúdio: turnaround em quatro vistas, expressões, poses de ação e detalhes de objetos, num estilo consistente.",
    },
    promptText: {
      en: `Character concept sheet for a game or animation production, a single image on a clean light-gray background. Character: [character description], who lives in [world or setting].

Layout: across the top, a full-body turnaround in a neutral A-pose with front, three-quarter, side and back views at identical scale, standing on one shared ground line. Below it, a row of four expression heads (neutral, joy, anger, surprise), three dynamic action poses that reveal personality, and close-up callouts of the signature props, costume details and materials.

Style: [art style reference], clean and readable linework, flat cel shading with a single soft shadow tone, identical proportions and costume in every view. Palette limited to [main colors] plus neutrals, with small color swatches in one corner. Even, flat studio lighting with no cast shadows on the background, so every shape reads clearly. Strong, recognizable silhouette, professional production-ready concept art presentation.

No text labels, no watermark, no background scenery, no extra characters, no cropped limbs. Landscape 16:9 aspect ratio, high detail (Midjourney: --ar 16:9).`,
      pt: `Folha de concept de personagem (model sheet) para produção de game ou animação, em uma única imagem com fundo cinza-claro liso. Personagem: [descrição do personagem], que vive em [mundo ou cenário].

Composição: na parte de cima, turnaround de corpo inteiro em pose A neutra, com vistas de frente, três-quartos, perfil e costas, todas na mesma escala e apoiadas na mesma linha de chão. Embaixo, uma fileira com quatro cabeças de expressão (neutra, alegria, raiva, surpresa), três poses de ação dinâmicas que revelem a personalidade e detalhes ampliados dos objetos marcantes, do figurino e dos materiais.

Estilo: [referência de estilo artístico], traço limpo e legível, cel shading chapado com um único tom de sombra suave, proporções e figurino idênticos em todas as vistas. Paleta restrita a [cores principais] mais tons neutros, com pequenas amostras de cor num dos cantos. Iluminação de estúdio uniforme, sem sombra projetada no fundo, para que todas as formas fiquem bem legíveis. Silhueta forte e reconhecível, apresentação profissional de concept art pronta para produção.

Sem textos, sem marca d'água, sem cenário de fundo, sem outros personagens, sem membros cortados. Formato paisagem 16:9, alto nível de detalhe (no Midjourney: --ar 16:9).`,
    },
    instructions: {
      en: "Describe the character through concrete visual traits: age, build, silhouette, hair, outfit and one signature prop. Define the style in descriptive terms, such as painterly 2D adventure game or chunky stylized low-poly, rather than naming living artists. Generate several variations, keep the one with the most consistent views and use it as an image reference for every later pose.",
      pt: "Descreva o personagem por traços visuais concretos: idade, biotipo, silhueta, cabelo, roupa e um objeto marcante. Defina o estilo com palavras descritivas, como game de aventura 2D com pintura digital ou low-poly estilizado, em vez de citar artistas vivos. Gere algumas variações, fique com a de vistas mais consistentes e use-a como referência de imagem nas próximas poses. Se a sua ferramenta responder melhor em inglês, use a versão em inglês do prompt.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from the model-sheet conventions used by animation and game studios.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado das convenções de model sheet usadas em estúdios de animação e games.",
    },
    steps: {
      en: [
        "Feed the best sheet back as an image reference and ask for a single hero pose inside a full environment, keeping costume and proportions locked.",
        "Generate a color-variant sheet with three alternative palettes to test faction, season or mood options before committing to one.",
        "Ask for a close-up head sheet with mouth shapes for the main vowel sounds, ready for lip-sync planning.",
        "Create a size-comparison lineup that places the character next to two other cast members and a human silhouette for scale.",
        "Use a text AI to write a short backstory and acting notes based on the sheet, so animators and writers portray the character consistently.",
      ],
      pt: [
        "Use a melhor folha como referência de imagem e peça uma pose principal dentro de um cenário completo, mantendo figurino e proporções travados.",
        "Gere uma folha de variações de cor com três paletas alternativas para testar facções, estações do ano ou climas antes de bater o martelo.",
        "Peça uma folha de close do rosto com as posições de boca das principais vogais, já pensando no lip-sync.",
        "Monte um lineup de comparação de tamanho, com o personagem ao lado de outros dois do elenco e de uma silhueta humana como escala.",
        "Use uma IA de texto para escrever uma história de fundo curta e notas de atuação a partir da folha, para que animadores e roteiristas tratem o personagem do mesmo jeito.",
      ],
    },
    tags: {
      en: ["character design", "concept art", "model sheet", "games", "animation"],
      pt: ["design de personagem", "concept art", "model sheet", "games", "animação"],
    },
  },

  // 16 — logo-icon — consistent app-icon set
  {
    id: 16,
    categoryId: "logo-icon",
    isPremium: false,
    featured: false,
    publishedAt: "2025-03-19",
    relatedPromptIds: [4, 25],
    title: {
      en: "Consistent App Icon Set in One Visual Style",
      pt: "Conjunto de Ícones de App com Estilo Consistente",
    },
    tagline: {
      en: "Generate a whole icon family that looks like one designer drew it.",
      pt: "Gere uma família inteira de ícones que parece ter saído da mesma mão.",
    },
    description: {
      en: "An image-generation prompt for a grid of app or UI icons that share stroke, corner radius, perspective and palette, so the set works as a single system.",
      pt: "Prompt de geração de imagem para uma grade de ícones de app ou interface com o mesmo traço, raio de canto, perspectiva e paleta, funcionando como um sistema único.",
    },
    promptText: {
      en: `A cohesive set of app and interface icons for [app name and purpose], presented as a tidy grid on a plain white background, each icon centered in its own equal square cell with generous padding. Icons to include, one per cell, in this order: [list of icons].

Visual style: [visual style], applied identically to every icon: same stroke weight, same corner radius, same level of detail, same perspective and the same light direction from the top left. Built on a shared 24 by 24 pixel grid with balanced optical size, simple geometric construction and no more than two or three shapes per icon, so each one stays readable at small sizes.

Color: limited to [brand colors], with one accent per icon used the same way across the whole set. Flat, vector-like rendering with crisp edges and soft, even lighting; no textures and no photographic effects.

No text, no letters, no numbers, no watermark, no device mockups. Design-system quality, ready for a style guide presentation. Square 1:1 aspect ratio (Midjourney: --ar 1:1).`,
      pt: `Um conjunto coeso de ícones de app e interface para [nome e propósito do app], apresentado numa grade organizada sobre fundo branco liso, cada ícone centralizado na sua própria célula quadrada do mesmo tamanho, com bastante respiro. Ícones, um por célula, nesta ordem: [lista de ícones].

Estilo visual: [estilo visual], aplicado de forma idêntica em todos: mesma espessura de traço, mesmo raio de canto, mesmo nível de detalhe, mesma perspectiva e luz vindo sempre do canto superior esquerdo. Construção sobre um grid comum de 24 por 24 pixels, com tamanho óptico equilibrado, formas geométricas simples e no máximo duas ou três formas por ícone, para que cada um continue legível em tamanho pequeno.

Cores: restritas a [cores da marca], com um único destaque por ícone, usado da mesma maneira no conjunto inteiro. Acabamento flat, com cara de vetor, bordas nítidas e iluminação suave e uniforme; sem texturas e sem efeitos fotográficos.

Sem texto, sem letras, sem números, sem marca d'água, sem mockup de celular. Qualidade de design system, pronto para apresentar num guia de estilo. Formato quadrado 1:1 (no Midjourney: --ar 1:1).`,
    },
    instructions: {
      en: "List six to nine icons at most; larger sets drift in style, so split them into batches and reuse the first approved grid as a style reference. Describe the style precisely, for example two-pixel outline with rounded caps or soft 3D clay. Treat the output as a concept and redraw the chosen icons as vectors before shipping them in a product.",
      pt: "Liste no máximo de seis a nove ícones; conjuntos maiores perdem a consistência, então divida em lotes e use a primeira grade aprovada como referência de estilo. Descreva o estilo com precisão, por exemplo contorno de dois pixels com pontas arredondadas ou 3D suave com cara de massinha. Trate o resultado como conceito e redesenhe os ícones escolhidos em vetor, no Figma ou no Illustrator, antes de colocá-los no produto.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from common icon-system guidelines such as keyline grids and optical sizing.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado de diretrizes usuais de sistemas de ícones, como grids de construção e ajuste de tamanho óptico.",
    },
    steps: {
      en: [
        "Reuse the approved grid as a style reference and generate the next batch of icons, so the family keeps growing without drifting.",
        "Ask for filled and outline versions of the same set to cover the active and inactive states of your navigation bar.",
        "Generate a dark-mode version on a deep background to check contrast and adjust any brand color that loses legibility.",
        "Request a single larger hero icon in the same style for the app store listing or the onboarding screen.",
        "Use a text AI to write naming conventions and usage rules for the set, ready to paste into your design system documentation.",
      ],
      pt: [
        "Use a grade aprovada como referência de estilo e gere o próximo lote de ícones, para a família crescer sem perder a unidade.",
        "Peça versões preenchida e em contorno do mesmo conjunto, para cobrir os estados ativo e inativo da barra de navegação.",
        "Gere uma versão para modo escuro, sobre fundo bem fechado, para conferir o contraste e ajustar alguma cor da marca que perca legibilidade.",
        "Peça um ícone maior, de destaque, no mesmo estilo, para a página da loja de apps ou para a tela de onboarding.",
        "Use uma IA de texto para criar a nomenclatura e as regras de uso do conjunto, prontas para colar na documentação do design system.",
      ],
    },
    tags: {
      en: ["icons", "app design", "ui", "design system"],
      pt: ["ícones", "design de app", "ui", "design system"],
    },
  },

  // 17 — portrait-photography — editorial studio portrait with lighting setup (premium)
  {
    id: 17,
    categoryId: "portrait-photography",
    isPremium: true,
    featured: false,
    publishedAt: "2025-04-08",
    relatedPromptIds: [5, 15],
    title: {
      en: "Editorial Studio Portrait with a Pro Lighting Setup",
      pt: "Retrato Editorial de Estúdio com Esquema de Luz",
    },
    tagline: {
      en: "Magazine-quality portraits built on a real key, fill and rim light recipe.",
      pt: "Retrato com cara de revista, feito com um esquema de luz de estúdio de verdade.",
    },
    description: {
      en: "An image-generation prompt that specifies framing, a three-light studio setup, lens and color grading for a polished editorial portrait instead of a generic stock look.",
      pt: "Prompt de geração de imagem que define enquadramento, esquema de três luzes, lente e tratamento de cor, para um retrato editorial refinado, sem cara de banco de imagens.",
    },
    promptText: {
      en: `Editorial studio portrait of [subject description], photographed for a magazine feature, wearing [wardrobe and styling]. Framing: waist-up, subject slightly off-center on the rule of thirds, body turned 30 degrees away from the camera and face turned back toward the lens, relaxed shoulders, a natural and confident expression that conveys [mood].

Lighting setup: a large octabox as key light at 45 degrees camera left, slightly above eye level, creating soft Rembrandt shading with a small triangle of light on the shadow-side cheek; a white V-flat on camera right as fill, keeping detail in the shadows at roughly a 1:3 ratio; a strip softbox behind the subject on the right as rim light, separating hair and shoulders from the background; a subtle background light creating a soft glow behind the head.

Backdrop: seamless hand-painted canvas in [backdrop color]. Camera: full-frame, 85mm lens at f/4, 1/160 s, ISO 100, tack-sharp eyes, natural skin texture with visible pores, no plastic retouching. Color grading: rich but true-to-life tones, gentle contrast, editorial finish.

No text, no watermark, no props, no distorted hands. Vertical 4:5 aspect ratio (Midjourney: --ar 4:5).`,
      pt: `Retrato editorial de estúdio de [descrição da pessoa], fotografado para uma matéria de revista, vestindo [figurino e styling]. Enquadramento: da cintura para cima, pessoa levemente fora do centro, na regra dos terços, corpo girado 30 graus em relação à câmera e rosto voltado de volta para a lente, ombros relaxados, expressão natural e segura que transmita [clima do retrato].

Esquema de luz: octabox grande como luz principal a 45 graus à esquerda da câmera, um pouco acima da linha dos olhos, criando a sombra suave da iluminação Rembrandt, com o pequeno triângulo de luz na bochecha do lado da sombra; rebatedor V-flat branco à direita da câmera como preenchimento, mantendo detalhe nas sombras numa razão de cerca de 1:3; strip box atrás da pessoa, à direita, como luz de recorte, separando cabelo e ombros do fundo; luz de fundo sutil, criando um halo suave atrás da cabeça.

Fundo: tecido pintado à mão, sem emendas, em [cor do fundo]. Câmera: full frame, lente 85mm em f/4, 1/160 s, ISO 100, foco cravado nos olhos, textura natural de pele com poros visíveis, sem retoque plastificado. Tratamento de cor: tons ricos mas fiéis, contraste suave, acabamento de revista.

Sem texto, sem marca d'água, sem objetos de cena, sem mãos deformadas. Formato vertical 4:5 (no Midjourney: --ar 4:5).`,
    },
    instructions: {
      en: "Describe the subject through visible traits such as age range, hair, build and expression, and keep the wardrobe to one or two pieces with clear colors. Change only one variable per generation, like the backdrop or the key-light side, so you learn what each element does. If the image will represent a real person, get their consent and disclose that it was generated by AI.",
      pt: "Descreva a pessoa por traços visíveis, como faixa etária, cabelo, biotipo e expressão, e limite o figurino a uma ou duas peças com cores bem definidas. Mude uma variável por vez, como a cor do fundo ou o lado da luz principal, para entender o efeito de cada elemento. Se a imagem for representar uma pessoa real, tenha o consentimento dela e informe que foi gerada por IA.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from classic studio portrait lighting: key, fill and rim light with Rembrandt shading.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado da iluminação clássica de retrato em estúdio: luz principal, preenchimento e recorte, com sombra Rembrandt.",
    },
    steps: {
      en: [
        "Swap the lighting block for a hard beauty-dish key with a deep shadow side to get a dramatic, high-contrast version of the same portrait.",
        "Generate a tight headshot crop and a full-length variation with the same setup, so the feature has an opening image and supporting shots.",
        "Change the backdrop to a color complementary to the wardrobe and compare which pairing gives the strongest editorial look.",
        "Ask for a black-and-white version with a slightly brighter fill, a classic choice for interviews and profiles.",
        "Use a text AI to turn the prompt into a real shot list and lighting diagram, so a photographer can reproduce the look on set.",
      ],
      pt: [
        "Troque o bloco de luz por um beauty dish duro como luz principal e um lado de sombra bem fechado, para uma versão dramática e de alto contraste do mesmo retrato.",
        "Gere um recorte fechado no rosto e uma versão de corpo inteiro com o mesmo esquema, para a matéria ter foto de abertura e fotos de apoio.",
        "Mude o fundo para uma cor complementar à do figurino e compare qual combinação tem mais força editorial.",
        "Peça uma versão em preto e branco com o preenchimento um pouco mais forte, escolha clássica para entrevistas e perfis.",
        "Use uma IA de texto para transformar o prompt numa lista de fotos e num diagrama de luz reais, para um fotógrafo reproduzir o resultado no estúdio.",
      ],
    },
    tags: {
      en: ["portrait", "studio lighting", "editorial", "photography"],
      pt: ["retrato", "iluminação de estúdio", "editorial", "fotografia"],
    },
  },

  // 18 — pattern — geometric tile / wallpaper pattern for print
  {
    id: 18,
    categoryId: "pattern",
    isPremium: false,
    featured: false,
    publishedAt: "2025-04-23",
    relatedPromptIds: [6, 16],
    title: {
      en: "Geometric Tile Pattern for Wallpaper and Print",
      pt: "Padrão Geométrico para Papel de Parede e Impressão",
    },
    tagline: {
      en: "Crisp, seamless geometric repeats ready to vectorize and print.",
      pt: "Padrões geométricos contínuos e precisos, prontos para vetorizar e imprimir.",
    },
    description: {
      en: "An image-generation prompt for a seamless square tile with grid-based geometry, a disciplined flat palette and a repeat that holds up on walls, fabric and packaging.",
      pt: "Prompt de geração de imagem para um módulo quadrado contínuo, com geometria sobre malha, paleta chapada e enxuta e uma repetição que funciona em parede, tecido e embalagem.",
    },
    promptText: {
      en: `Seamless repeating geometric pattern for print, designed as a single square tile that repeats perfectly on all four sides with no visible seams. Motif: [geometric motif], built from precise, mathematically regular shapes on an underlying grid, with consistent line weight and evenly distributed negative space.

Style: [style reference], flat vector look, crisp hard edges, solid color fills, no gradients, no noise, no photographic texture. Palette: [color palette], at most four or five flat colors, with one clear dominant color, one secondary color and a small accent, balanced so the repeat feels calm from a distance and rewarding up close.

Scale and rhythm suited to [intended use], with an even distribution of elements that avoids obvious stripes, clusters or tracking lines when the tile covers a large surface.

Orthographic top-down view, even flat lighting, no shadows, no perspective, no mockup, no text, no watermark, no borders or frames. Print-ready, high resolution, clean enough to vectorize. Square 1:1 aspect ratio (Midjourney: --ar 1:1 --tile).`,
      pt: `Padrão geométrico contínuo (seamless) para impressão, desenhado como um único módulo quadrado que se repete perfeitamente nos quatro lados, sem emendas visíveis. Motivo: [motivo geométrico], construído com formas precisas e regulares sobre uma malha, com espessura de linha constante e espaços vazios bem distribuídos.

Estilo: [referência de estilo], visual vetorial chapado, bordas nítidas, cores sólidas, sem degradê, sem ruído, sem textura fotográfica. Paleta: [paleta de cores], no máximo quatro ou cinco cores chapadas, com uma cor dominante clara, uma secundária e um pequeno destaque, em equilíbrio para que a repetição fique tranquila de longe e interessante de perto.

Escala e ritmo adequados a [aplicação], com elementos distribuídos de forma homogênea, sem formar listras, manchas ou linhas marcadas quando o módulo cobrir uma superfície grande.

Vista ortográfica de cima, luz chapada e uniforme, sem sombras, sem perspectiva, sem mockup, sem texto, sem marca d'água, sem bordas ou molduras. Pronto para impressão, alta resolução, limpo o bastante para vetorizar. Formato quadrado 1:1 (no Midjourney: --ar 1:1 --tile).`,
    },
    instructions: {
      en: "Name the motif precisely, such as interlocking hexagons, quarter-circle Truchet tiles or Art Deco fans, and give colors as names or hex codes. Check the tile by repeating it three by three in any image editor before sending it to print. For wallpaper or fabric, vectorize the chosen tile and confirm color profile and repeat size with the printer.",
      pt: "Nomeie o motivo com precisão, como hexágonos entrelaçados, ladrilhos Truchet de quarto de círculo, leques art déco ou ladrilho hidráulico, e informe as cores por nome ou código hex. Para um toque brasileiro, experimente como referência a azulejaria modernista. Teste o módulo repetindo-o três por três num editor de imagem antes de mandar para a gráfica e, para papel de parede ou tecido, vetorize o módulo e confirme perfil de cor e tamanho do rapport com o fornecedor.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from surface-design repeat techniques and classic tile geometry.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado das técnicas de rapport do design de superfície e da geometria clássica dos ladrilhos.",
    },
    steps: {
      en: [
        "Ask for a coordinating secondary pattern, such as a simple stripe or small dot in the same palette, to pair with the main tile in a collection.",
        "Generate three colorways of the approved tile, for example neutral, bold and pastel, to offer options within one product line.",
        "Request a simplified version with fewer, larger elements for small items such as gift wrap or phone cases, where fine detail gets lost.",
        "Ask a text AI for the geometric construction steps, so you can rebuild the tile precisely in Illustrator, Inkscape or Figma.",
        "Generate a room or product mockup with the pattern applied, to present the design to clients before paying for a printed sample.",
      ],
      pt: [
        "Peça uma estampa de apoio que converse com a principal, como uma listra simples ou um poá miúdo na mesma paleta, para montar uma coleção.",
        "Gere três variações de cor do módulo aprovado, por exemplo uma neutra, uma vibrante e uma em tons pastel, para oferecer opções dentro da mesma linha.",
        "Peça uma versão simplificada, com menos elementos e maiores, para peças pequenas como papel de presente ou capinha de celular, onde o detalhe fino se perde.",
        "Peça a uma IA de texto o passo a passo da construção geométrica, para refazer o módulo com precisão no Illustrator, no Inkscape ou no Figma.",
        "Gere um mockup de ambiente ou de produto com a estampa aplicada, para apresentar ao cliente antes de pagar por uma amostra impressa.",
      ],
    },
    tags: {
      en: ["seamless pattern", "geometric", "wallpaper", "print"],
      pt: ["padrão contínuo", "geométrico", "papel de parede", "estamparia"],
    },
  },

  // 19 — personal-ai — decision-making partner (premium)
  {
    id: 19,
    categoryId: "personal-ai",
    isPremium: true,
    featured: false,
    publishedAt: "2025-05-13",
    relatedPromptIds: [7, 10],
    title: {
      en: "Decision-Making Partner for Hard Choices",
      pt: "Parceiro de Decisão para Escolhas Difíceis",
    },
    tagline: {
      en: "Think through a career or life decision with structure instead of spiraling.",
      pt: "Encare uma decisão de carreira ou de vida com método, sem ficar andando em círculos.",
    },
    description: {
      en: "A structured thinking partner that asks clarifying questions, weighs your options against your values, runs a pre-mortem and ends with clear next steps for the next 48 hours.",
      pt: "Um parceiro de raciocínio que faz perguntas certeiras, pesa as opções pelos seus valores, roda um pre-mortem e termina com próximos passos claros para as próximas 48 horas.",
    },
    promptText: {
      en: `Act as a calm, sharp decision-making partner, part executive coach and part analyst. You don't decide for me; you help me think clearly and see what I'm avoiding.

The decision: [the decision]
The options I see: [options on the table]
What matters most to me right now: [what matters most to me]
Deadline and hard constraints: [deadline and constraints]

Work in this order:
1. Ask up to five clarifying questions, one at a time, waiting for each answer.
2. Restate the decision in one sentence and suggest an option I may have missed, such as a combination or a small reversible experiment.
3. Build a weighted criteria table from my values, score each option from 1 to 5 and show the math.
4. Run a pre-mortem: imagine each option has failed a year from now. What most likely went wrong?
5. Apply the 10/10/10 test: how will I feel about each choice in 10 minutes, 10 months and 10 years?
6. Separate reversible from irreversible consequences and name the one piece of information that would most change the answer.

Be direct and kind, with no clichés. If health, legal or major financial risk is involved, tell me which professional to consult. Finish with a one-page summary: leading option, key risk and next steps for the next 48 hours.`,
      pt: `Atue como um parceiro de decisão calmo e afiado, meio coach executivo, meio analista. Você não decide por mim: me ajuda a pensar com clareza e a perceber o que estou evitando.

A decisão: [a decisão]
As opções que enxergo: [opções na mesa]
O que mais importa para mim agora: [o que mais importa para mim]
Prazo e restrições inegociáveis: [prazo e restrições]

Siga esta ordem:
1. Faça até cinco perguntas de esclarecimento, uma por vez, esperando cada resposta.
2. Reformule a decisão em uma frase e sugira uma opção que me escapou, como uma combinação ou um teste pequeno e reversível.
3. Monte uma matriz de critérios com pesos baseada nos meus valores, dê nota de 1 a 5 a cada opção e mostre a conta.
4. Faça um pre-mortem: imagine cada opção dando errado daqui a um ano. O que falhou?
5. Aplique o teste 10/10/10: como vou me sentir com cada escolha daqui a 10 minutos, 10 meses e 10 anos?
6. Separe as consequências reversíveis das irreversíveis e aponte a informação que, sozinha, mais mudaria a resposta.

Seja direto e gentil, sem clichês. Se houver risco de saúde, jurídico ou financeiro relevante, diga qual profissional devo procurar. Feche com um resumo de uma página: opção favorita, principal risco e o que fazer nas próximas 48 horas.`,
    },
    instructions: {
      en: "Be honest in the values field: write what actually matters to you, not what sounds good. Answer the clarifying questions in detail before letting it move on, and push back when a score feels wrong, because that disagreement is often where the real answer is. Use it to structure your thinking, not to replace conversations with people who know your situation.",
      pt: "Seja honesto no campo de prioridades: escreva o que importa de verdade, não o que soa bonito. Responda às perguntas com detalhe antes de deixar a IA avançar e discorde quando alguma nota parecer errada, porque muitas vezes a resposta está justamente nessa discordância. Use o prompt para organizar o raciocínio, não para substituir a conversa com quem conhece a sua situação.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from the pre-mortem technique, weighted decision matrices and the 10/10/10 rule.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado da técnica de pre-mortem, das matrizes de decisão ponderadas e da regra 10/10/10.",
    },
    steps: {
      en: [
        "Ask it to argue as strongly as possible for the option you are leaning against, so your preference is tested against its best case.",
        "Request a small, low-cost experiment you can run in the next two weeks to collect the missing information it identified.",
        "Have it draft the conversation you need to have with the person most affected by the decision, including their likely objections.",
        "Ask for clear exit criteria: the signals that, three months after deciding, would tell you to change course.",
        "Once you have decided, ask for a 30-day transition plan with weekly milestones and the first three actions to put on your calendar.",
      ],
      pt: [
        "Peça que a IA defenda com o máximo de força a opção que você está inclinado a descartar, para testar a sua preferência contra o melhor argumento contrário.",
        "Peça um experimento pequeno e barato para fazer nas próximas duas semanas e levantar a informação que ficou faltando.",
        "Peça um roteiro para a conversa que você precisa ter com a pessoa mais afetada pela decisão, já prevendo as objeções dela.",
        "Peça critérios de saída claros: os sinais que, três meses depois da decisão, indicariam que é hora de mudar de rumo.",
        "Depois de decidir, peça um plano de transição de 30 dias, com marcos semanais e as três primeiras ações para colocar na agenda.",
      ],
    },
    tags: {
      en: ["decision making", "career", "coaching", "clarity"],
      pt: ["tomada de decisão", "carreira", "coaching", "clareza"],
    },
  },

  // 20 — consulting — client proposal / statement of work (featured)
  {
    id: 20,
    categoryId: "consulting",
    isPremium: false,
    featured: true,
    publishedAt: "2025-05-27",
    relatedPromptIds: [8, 13, 25],
    title: {
      en: "Client Proposal and Statement of Work from Discovery",
      pt: "Proposta e Escopo de Projeto a partir do Diagnóstico",
    },
    tagline: {
      en: "Turn messy discovery notes into a proposal that wins the work and protects scope.",
      pt: "Transforme anotações soltas numa proposta que fecha o projeto e protege o escopo.",
    },
    description: {
      en: "Converts raw discovery-call notes into a structured proposal with measurable objectives, a scoped work plan, explicit exclusions and three pricing options.",
      pt: "Converte as anotações da reunião de diagnóstico numa proposta estruturada, com objetivos mensuráveis, plano de trabalho, exclusões explícitas e três opções de investimento.",
    },
    promptText: {
      en: `You are a senior consultant who writes proposals that win work without overpromising. Turn my raw discovery notes into a clear, persuasive proposal and statement of work.

About us: [your firm and expertise]
Client: [client name]
Discovery notes (messy is fine): [discovery call notes]
Budget and timeline signals: [budget and timeline]

Write the document with these sections:
1. Executive summary: the client's situation, the core problem in their own words and the outcome we will deliver, in under 150 words.
2. Objectives and success metrics: three to five measurable results.
3. Scope of work: phases, activities and deliverables in a table (phase | activities | deliverable | duration).
4. Out of scope: an explicit list, to prevent scope creep.
5. Client responsibilities and assumptions: access, data, approvals, response times.
6. Timeline with milestones and review points.
7. Investment: three options (essential, recommended, complete), what each includes and why the recommended one is the best fit.
8. Change-request process, payment terms and next steps with a decision date.

Use the client's language, not consulting jargon. Do not invent facts: where the notes are thin, insert a clearly flagged question for me instead of guessing. End with a list of open points to confirm before sending.`,
      pt: `Você é um consultor sênior que escreve propostas que fecham negócio sem prometer demais. Transforme minhas anotações da reunião de diagnóstico numa proposta comercial com escopo de trabalho, clara e convincente.

Sobre nós: [sua empresa e especialidade]
Cliente: [nome do cliente]
Anotações (podem estar bagunçadas): [anotações da reunião de diagnóstico]
Sinais de orçamento e prazo: [orçamento e prazo]

Seções do documento:
1. Resumo executivo: situação do cliente, problema central nas palavras dele e resultado que vamos entregar, em até 150 palavras.
2. Objetivos e indicadores de sucesso: três a cinco resultados mensuráveis.
3. Escopo: fases, atividades e entregáveis em tabela (fase | atividades | entregável | duração).
4. Fora do escopo: uma lista explícita, para evitar o famoso “já que vocês estão aí...”.
5. Responsabilidades do cliente e premissas: acessos, dados, aprovações, prazos de retorno.
6. Cronograma com marcos e pontos de validação.
7. Investimento em reais: três opções (essencial, recomendada, completa), o que cada uma inclui e por que a recomendada é a mais adequada.
8. Processo de mudança de escopo, condições de pagamento (Pix ou boleto, com nota fiscal) e próximos passos com data de decisão.

Use a linguagem do cliente, não jargão de consultoria. Não invente nada: onde faltar informação, insira uma pergunta bem sinalizada para mim. Termine com os pontos a confirmar antes do envio.`,
    },
    instructions: {
      en: "Paste your notes as they are, including direct quotes from the client, because their exact words make the executive summary land. Give a realistic budget signal, even a rough range, so the three options are anchored. Review every number, date and commitment yourself before sending, since the proposal usually becomes part of the contract.",
      pt: "Cole as anotações do jeito que estão, incluindo frases ditas pelo cliente, porque as palavras dele fazem o resumo executivo acertar em cheio. Dê um sinal realista de orçamento, mesmo que seja uma faixa aproximada, para ancorar as três opções. Revise você mesmo cada valor, data e compromisso antes de enviar, porque a proposta costuma virar anexo do contrato.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from consulting proposal practice and good-better-best pricing.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado das boas práticas de propostas de consultoria e da precificação em três níveis.",
    },
    steps: {
      en: [
        "Ask for a one-page version of the proposal to send ahead of the full document, for decision-makers who will not read the rest.",
        "Have it play the client's CFO, list the five toughest objections to the price and draft your answer to each one.",
        "Request a short cover email that recaps the discovery call and invites the client to a 30-minute walkthrough of the proposal.",
        "Once signed, ask it to turn the scope table into a kickoff plan with owners, first-week tasks and a RACI matrix.",
        "When the client replies, paste their feedback and ask for a revised version with a change log of what moved and why.",
      ],
      pt: [
        "Peça uma versão de uma página da proposta para mandar antes do documento completo, pensando no decisor que não vai ler o resto.",
        "Peça que a IA faça o papel do diretor financeiro do cliente, liste as cinco objeções mais duras ao preço e rascunhe a sua resposta para cada uma.",
        "Peça um e-mail curto de envio que retome a reunião de diagnóstico e convide o cliente para uma apresentação de 30 minutos da proposta.",
        "Com o contrato assinado, peça para transformar a tabela de escopo num plano de kickoff, com responsáveis, tarefas da primeira semana e matriz RACI.",
        "Quando o cliente responder, cole o retorno dele e peça uma versão revisada com um registro do que mudou e por quê.",
      ],
    },
    tags: {
      en: ["proposal", "statement of work", "consulting", "sales"],
      pt: ["proposta comercial", "escopo", "consultoria", "vendas"],
    },
  },

  // 21 — nutrition — sports nutrition plan for a race or event
  {
    id: 21,
    categoryId: "nutrition",
    isPremium: false,
    featured: false,
    publishedAt: "2025-06-10",
    relatedPromptIds: [9, 7],
    title: {
      en: "Sports Nutrition Plan for Race Day",
      pt: "Plano de Nutrição Esportiva para Dia de Prova",
    },
    tagline: {
      en: "Fuel your training, taper week and race day with a plan built for your event.",
      pt: "Alimentação no treino, na semana pré-prova e no grande dia, planejada para o seu evento.",
    },
    description: {
      en: "Builds evidence-based energy and macro targets, a taper-week menu, hour-by-hour race fueling and a recovery plan, tailored to your event, body and food preferences.",
      pt: "Define metas de energia e macronutrientes com base em evidências, cardápio da semana pré-prova, reposição hora a hora e recuperação, ajustados à sua prova, ao seu corpo e ao seu gosto.",
    },
    promptText: {
      en: `You are a sports dietitian who prepares endurance and team-sport athletes for competition. Create a practical nutrition plan for my event, based on current sports-nutrition guidelines.

Event: [race or event]
Event day: [event day: date]
Athlete profile (age, sex, weight, height, experience): [athlete profile]
Current training week: [current training routine]
Preferences, restrictions and foods I tolerate well: [food preferences and restrictions]

Deliver:
1. Daily energy and macronutrient targets for training and rest days, in g/kg of body weight, with a short rationale.
2. A sample day of eating for a hard training day, with meal timing around the session.
3. The final week before the event, including a carbohydrate-loading protocol if the event calls for it and foods to avoid for gut comfort.
4. Race day: pre-event meal and timing, fueling during the event (carbohydrates per hour, fluids, sodium) and recovery in the first hours afterward.
5. A gut-training plan, so race-day fueling is rehearsed in long sessions first.
6. A hydration check I can do on my own, such as a sweat-rate test.

Use foods found in a regular supermarket and give household measures. Do not recommend supplements without explaining the evidence and safety. Use headings and tables, and end by reminding me to validate the plan with a registered sports dietitian, especially if I have a medical condition.`,
      pt: `Você é nutricionista esportivo e prepara atletas de endurance e esportes coletivos. Monte um plano alimentar prático para a minha prova, seguindo as diretrizes atuais.

Prova ou evento: [prova ou evento]
Dia da prova: [dia da prova: data]
Perfil do atleta (idade, sexo, peso, altura, experiência): [perfil do atleta]
Semana de treino atual: [rotina de treinos atual]
Preferências, restrições e alimentos que tolero bem: [preferências e restrições alimentares]

Entregue:
1. Metas diárias de energia e macronutrientes (em g/kg) para dias de treino e de descanso, com justificativa curta.
2. Cardápio de exemplo para um dia de treino pesado, com horários das refeições em torno da sessão.
3. Semana pré-prova: carga de carboidrato, se a prova pedir, e alimentos a evitar para poupar o intestino.
4. Dia da prova: refeição pré-prova com horário, reposição durante a prova (carboidrato por hora, líquidos, sódio) e recuperação logo depois.
5. Treino intestinal, para ensaiar a reposição nos treinos longos.
6. Um teste de hidratação caseiro, como a taxa de sudorese.

Use alimentos fáceis de achar no mercado (tapioca, batata-doce, banana, arroz, pão francês, água de coco) e medidas caseiras. Não indique suplementos sem explicar evidência e segurança. Organize com títulos e tabelas e, no fim, lembre que o plano deve ser validado por nutricionista esportivo com CRN ativo, sobretudo havendo alguma condição de saúde.`,
    },
    instructions: {
      en: "Give accurate numbers for weight and training volume, and name the event precisely, such as a half marathon, an Olympic-distance triathlon or a two-day tournament, because fueling needs differ a lot. Test every race-day food and gel in training first and never try anything new on the day. This is educational guidance: athletes with medical conditions or a history of disordered eating should follow a professional.",
      pt: "Informe peso e volume de treino com precisão e diga exatamente qual é a prova, como meia maratona, triathlon olímpico ou campeonato de dois dias, porque a necessidade de reposição muda muito. Teste todo alimento e gel nos treinos antes e nunca estreie nada no dia da prova. O conteúdo é educativo: atletas com alguma condição de saúde ou histórico de transtorno alimentar devem ter acompanhamento profissional.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from published sports-nutrition consensus guidelines for endurance and team athletes.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado dos consensos publicados de nutrição esportiva para atletas de endurance e de esportes coletivos.",
    },
    steps: {
      en: [
        "Ask for a personal race-day timeline, from waking up to the finish line, with exactly what to eat and drink at each point.",
        "Request a shopping list and a batch-cooking plan for the final week, so the taper menu is ready without stress.",
        "Paste your sweat-rate test results and ask it to recalculate fluid and sodium targets for the expected race-day temperature.",
        "Ask for a travel version of the plan for an event in another city, with options from convenience stores and hotel breakfasts.",
        "After the event, describe how your energy and stomach held up and ask for adjustments to the strategy for your next race.",
      ],
      pt: [
        "Peça uma linha do tempo do dia da prova, da hora de acordar até a linha de chegada, com exatamente o que comer e beber em cada momento.",
        "Peça a lista de compras e um plano de marmitas para a última semana, para o cardápio pré-prova ficar pronto sem estresse.",
        "Cole o resultado do seu teste de taxa de sudorese e peça que a IA recalcule as metas de líquidos e sódio para a temperatura prevista no dia.",
        "Peça uma versão do plano para prova em outra cidade, com opções de loja de conveniência, padaria e café da manhã de hotel.",
        "Depois da prova, conte como ficaram a energia e o estômago e peça ajustes na estratégia para a próxima competição.",
      ],
    },
    tags: {
      en: ["sports nutrition", "endurance", "race day", "meal plan"],
      pt: ["nutrição esportiva", "corrida", "dia de prova", "plano alimentar"],
    },
  },

  // 22 — finance — startup cash-flow forecast and runway analysis (premium)
  {
    id: 22,
    categoryId: "finance",
    isPremium: true,
    featured: false,
    publishedAt: "2025-06-24",
    relatedPromptIds: [8, 10, 20],
    title: {
      en: "Startup Cash-Flow Forecast and Runway Analysis",
      pt: "Projeção de Fluxo de Caixa e Runway para Startups",
    },
    tagline: {
      en: "Know exactly how many months you have left and which levers buy you more.",
      pt: "Saiba quantos meses de caixa ainda tem e quais alavancas compram mais tempo.",
    },
    description: {
      en: "Turns your bank balance, recent revenue and costs and hiring plans into a 12-month cash forecast with burn, runway, three scenarios and clear decision dates.",
      pt: "Transforma saldo em conta, receitas e custos recentes e plano de contratações numa projeção de caixa de 12 meses, com queima, runway, três cenários e datas de decisão.",
    },
    promptText: {
      en: `You are a startup CFO who has guided founders through fundraising rounds and lean periods. Build a 12-month cash-flow forecast and runway analysis from my numbers.

Company stage and business model: [company stage and business model]
Cash in the bank today: [current cash balance]
Last three months of revenue and costs, by category: [monthly revenue and costs]
Planned hires and major expenses: [planned hires and expenses]
Fundraising or financing plans: [funding plans]

Do the following:
1. List your assumptions (growth, churn, payment terms, payroll and income taxes) in an editable table, flagging the ones you estimated.
2. Build a month-by-month table: opening cash, cash in, cash out by category, net burn and closing cash.
3. Calculate gross burn, net burn, runway in months and the month in which cash falls below three months of expenses.
4. Model three scenarios: base, downside (revenue 30% below plan and fundraising delayed six months) and upside, with the runway of each.
5. List the five levers that extend runway the most and how many months each one buys.
6. Give me the decision dates: when to start fundraising and when to trigger cuts.

Use cash basis, not accrual. Show the formulas so I can rebuild the model in a spreadsheet. Be blunt about risks and flag the figures my accountant should validate.`,
      pt: `Você é CFO de startup, experiente em captação e em fases de caixa apertado. Com meus números, monte uma projeção de fluxo de caixa de 12 meses e uma análise de runway.

Estágio e modelo de negócio: [estágio e modelo de negócio]
Saldo em caixa hoje: [saldo atual em caixa]
Receitas e custos por categoria, últimos três meses: [receitas e custos mensais]
Contratações e grandes despesas previstas: [contratações e despesas previstas]
Captação ou financiamento planejado: [planos de captação]

Entregue:
1. Premissas (crescimento, churn, prazos de recebimento, encargos da folha CLT, impostos do regime tributário) em tabela editável, marcando as estimativas.
2. Tabela mês a mês, em reais: saldo inicial, entradas, saídas por categoria, queima líquida e saldo final.
3. Queima bruta e líquida, runway em meses e o mês em que o caixa cai abaixo de três meses de despesas.
4. Cenários base, pessimista (receita 30% abaixo do plano e captação seis meses atrasada) e otimista, com o runway de cada um.
5. As cinco alavancas que mais estendem o runway e quantos meses cada uma compra.
6. Datas de decisão: quando começar a captar e quando cortar custos.

Use regime de caixa (não competência) e mostre as fórmulas para replicar no Google Planilhas ou Excel. Seja direto sobre riscos e aponte o que meu contador deve validar.`,
    },
    instructions: {
      en: "Use real figures from your bank statements and accounting, not the pitch-deck plan, and separate one-off expenses from recurring ones. Ask for the table in a format you can paste into a spreadsheet, then check every formula. Update the forecast monthly with actuals; a forecast that has not been revisited in a quarter is fiction.",
      pt: "Use números reais do extrato bancário e da contabilidade, não os do pitch deck, e separe despesas pontuais das recorrentes. Peça a tabela num formato que dê para colar na planilha e confira cada fórmula. Atualize a projeção todo mês com o realizado; projeção que passa um trimestre sem revisão vira ficção.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from standard startup finance practice on burn rate, runway and scenario planning.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado das práticas usuais de finanças de startups sobre queima de caixa, runway e planejamento de cenários.",
    },
    steps: {
      en: [
        "Ask it to lay out the forecast as a spreadsheet with separate tabs for assumptions, monthly cash flow and scenarios, including the cell formulas.",
        "Request a one-slide runway summary for your board or investors, showing the base case, the downside and the actions already underway.",
        "Stress-test the plan by delaying your largest customer's payments by 60 days and ask for the impact on your lowest cash point.",
        "Ask for a hiring plan tied to revenue milestones, so each new role is only opened when a specific metric is reached.",
        "Every month, paste actuals against the forecast and ask for a variance analysis that explains the three biggest gaps.",
      ],
      pt: [
        "Peça para organizar a projeção como planilha, com abas separadas para premissas, fluxo de caixa mensal e cenários, incluindo as fórmulas das células.",
        "Peça um resumo de runway em um slide para o conselho ou os investidores, com o cenário base, o pessimista e as ações que já estão em andamento.",
        "Faça um teste de estresse: simule o seu maior cliente atrasando os pagamentos em 60 dias e peça o impacto no ponto mais baixo do caixa.",
        "Peça um plano de contratações atrelado a metas de receita, para que cada vaga só seja aberta quando um indicador específico for atingido.",
        "Todo mês, cole o realizado ao lado do projetado e peça uma análise de desvios que explique as três maiores diferenças.",
      ],
    },
    tags: {
      en: ["cash flow", "runway", "startup", "forecast", "cfo"],
      pt: ["fluxo de caixa", "runway", "startup", "projeção financeira", "cfo"],
    },
  },

  // 23 — storytelling — short-video script with a hook
  {
    id: 23,
    categoryId: "storytelling",
    isPremium: false,
    featured: false,
    publishedAt: "2025-07-15",
    relatedPromptIds: [1, 11],
    title: {
      en: "Short-Video Script with a Scroll-Stopping Hook",
      pt: "Roteiro de Vídeo Curto com Gancho que Prende",
    },
    tagline: {
      en: "Reels, TikTok and Shorts scripts with five hooks and a shot-by-shot table.",
      pt: "Roteiros para Reels, TikTok e Shorts com cinco ganchos e tabela cena a cena.",
    },
    description: {
      en: "Writes five hook options and a full shot-by-shot script with voiceover, on-screen text and sound cues, ready to film on a phone for Reels, TikTok or Shorts.",
      pt: "Cria cinco opções de gancho e um roteiro completo cena a cena, com fala, texto na tela e trilha, pronto para gravar com o celular para Reels, TikTok ou Shorts.",
    },
    promptText: {
      en: `You are a short-form video scriptwriter who knows what keeps people watching past the first two seconds. Write a script for a [length in seconds: number 15..90 = 30]-second [platform: Instagram Reels | TikTok | YouTube Shorts] video about [topic or product], for [target audience].

Structure:
1. Hook (0 to 3 seconds): give me five hook options using different angles: bold claim, surprising number, relatable problem, pattern interrupt and question. Each must work with the sound off, so include the on-screen text.
2. Setup: the tension or problem in one or two lines.
3. Payoff: the value, story beat or reveal, broken into quick beats of two to four seconds.
4. Ending: close with [call to action], phrased naturally, or with a line that loops back to the hook.

Using the strongest hook, write the full script as a table with these columns: time, what we see (shot, framing, B-roll), what is said (voiceover or to camera), on-screen text, sound or music cue.

Constraints: spoken language, short sentences, one idea per beat, no corporate jargon and a visual change at least every three seconds. It must be possible to film with a phone and natural light. After the table, give a caption under 150 characters, three relevant hashtags and one idea for the cover frame.`,
      pt: `Você é roteirista de vídeos curtos e sabe o que segura a pessoa depois dos dois primeiros segundos. Escreva um roteiro de [duração em segundos: número 15..90 = 30] segundos para o [plataforma: Instagram Reels | TikTok | YouTube Shorts] sobre [tema ou produto], para [público-alvo].

Estrutura:
1. Gancho (0 a 3 segundos): me dê cinco opções de gancho com ângulos diferentes: afirmação ousada, número surpreendente, dor do dia a dia, quebra de padrão e pergunta. Todas precisam funcionar sem som, então inclua o texto na tela.
2. Contexto: a tensão ou o problema em uma ou duas falas.
3. Entrega: o valor, a virada da história ou a revelação, dividido em blocos rápidos de dois a quatro segundos.
4. Fechamento: termine com [chamada para ação], dita de forma natural, ou com uma fala que emende de volta no gancho.

Com o gancho mais forte, escreva o roteiro completo em tabela, com as colunas: tempo, o que aparece (plano, enquadramento, imagens de apoio), o que é falado (narração ou fala para a câmera), texto na tela, som ou música.

Regras: linguagem falada, frases curtas, uma ideia por bloco, nada de corporativês e mudança visual pelo menos a cada três segundos. Tem que dar para gravar com celular e luz natural. Depois da tabela, entregue uma legenda de até 150 caracteres, três hashtags relevantes e uma ideia de capa para o vídeo.`,
    },
    instructions: {
      en: "Be specific about the audience and the one thing they should feel or do after watching. State the exact length, since 15, 30 and 60 seconds need very different pacing. Film the two best hooks with the same body and compare retention in your analytics before turning the format into a series.",
      pt: "Seja específico sobre o público e sobre a única coisa que a pessoa deve sentir ou fazer depois de assistir. Informe a duração exata, porque 15, 30 e 60 segundos pedem ritmos bem diferentes. Grave os dois melhores ganchos com o mesmo miolo e compare a retenção nas métricas antes de transformar o formato em série.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from the hook, setup and payoff structure used in short-form video.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado da estrutura gancho, contexto e entrega usada em vídeos curtos.",
    },
    steps: {
      en: [
        "Ask for three variations of the winning script aimed at different audience segments, keeping the same structure so you can test them side by side.",
        "Request a series of five connected videos on the same theme, each one ending with a reason to watch the next.",
        "Paste your retention graph or the second where viewers drop off and ask it to rewrite that exact beat.",
        "Have it adapt the script into a carousel post and a longer, more in-depth 60-second version for YouTube Shorts.",
        "Ask for a filming checklist with shot list, props and locations, so you can batch-record a week of videos in one session.",
      ],
      pt: [
        "Peça três variações do roteiro vencedor para segmentos diferentes do público, mantendo a mesma estrutura para testar lado a lado.",
        "Peça uma série de cinco vídeos conectados sobre o mesmo tema, cada um terminando com um motivo para assistir ao próximo.",
        "Cole o gráfico de retenção ou o segundo em que as pessoas saem e peça para reescrever exatamente aquele trecho.",
        "Peça a adaptação do roteiro para um carrossel e para uma versão de 60 segundos, mais aprofundada, para o YouTube Shorts.",
        "Peça um checklist de gravação com lista de cenas, objetos e locações, para gravar em lote os vídeos da semana numa única sessão.",
      ],
    },
    tags: {
      en: ["short video", "reels", "tiktok", "scriptwriting", "hooks"],
      pt: ["vídeo curto", "reels", "tiktok", "roteiro", "gancho"],
    },
  },

  // 24 — education — quiz generator with answer key and rubric
  {
    id: 24,
    categoryId: "education",
    isPremium: false,
    featured: false,
    publishedAt: "2025-08-05",
    relatedPromptIds: [12, 23],
    title: {
      en: "Quiz Generator with Answer Key and Rubric",
      pt: "Gerador de Avaliações com Gabarito e Rubrica",
    },
    tagline: {
      en: "A print-ready quiz, an explained answer key and a grading rubric in one go.",
      pt: "Prova pronta para imprimir, gabarito comentado e rubrica de correção de uma vez só.",
    },
    description: {
      en: "Creates a balanced quiz aligned to your learning objectives and Bloom's levels, with plausible distractors, an explained answer key, a four-level rubric and a reteaching guide.",
      pt: "Cria uma avaliação equilibrada, alinhada aos seus objetivos e aos níveis de Bloom, com distratores plausíveis, gabarito comentado, rubrica em quatro níveis e guia de retomada.",
    },
    promptText: {
      en: `You are an experienced teacher and assessment designer. Create a quiz on [subject and topic] for [grade level] students that measures these learning objectives: [learning objectives].

Requirements:
- [number of questions: number 5..40 = 10] questions in total, mixing formats: multiple choice with four options, true or false with justification, short answer and one open-ended question that asks students to apply the concept to a new situation.
- Balance the cognitive levels of Bloom's taxonomy: roughly 30% remember and understand, 40% apply and analyze, 30% evaluate and create.
- Tag every question with the objective it assesses and its Bloom level, citing these curriculum standards where they apply: [curriculum standards?]
- Multiple-choice distractors must be plausible and reflect common misconceptions, never jokes or obviously wrong answers.
- Use clear, age-appropriate language and avoid cultural or gender bias.

Output, in this order:
1. The student version, ready to print, with instructions and point values.
2. The answer key, with a one-line explanation for each answer and the misconception behind each distractor.
3. A rubric for the short-answer and open-ended questions, with four performance levels (excellent, proficient, developing, beginning) and clear descriptors.
4. A quick guide to reading the results: which questions reveal which gaps, and one reteaching idea for each objective.`,
      pt: `Você é professor experiente e especialista em avaliação. Crie uma avaliação sobre [disciplina e conteúdo] para alunos do [ano escolar] que verifique estes objetivos: [objetivos de aprendizagem].

Requisitos:
- [número de questões: número 5..40 = 10] questões em formatos variados: múltipla escolha com quatro alternativas, verdadeiro ou falso com justificativa, resposta curta e uma discursiva que aplique o conceito a uma situação nova.
- Equilibre os níveis da taxonomia de Bloom: cerca de 30% lembrar e compreender, 40% aplicar e analisar, 30% avaliar e criar.
- Marque em cada questão o objetivo avaliado e o nível de Bloom, citando estas habilidades da BNCC onde couber: [habilidades da BNCC?]
- Distratores plausíveis, baseados em erros conceituais comuns, nada de alternativa absurda ou pegadinha.
- Use linguagem clara e adequada à faixa etária, sem vieses culturais ou de gênero.

Entregue, nesta ordem:
1. A versão do aluno, pronta para imprimir, com instruções e o valor de cada questão.
2. O gabarito comentado, com uma linha de explicação por resposta e o erro conceitual por trás de cada distrator.
3. Uma rubrica para as questões de resposta curta e discursivas, com quatro níveis de desempenho (excelente, adequado, em desenvolvimento, inicial) e descritores claros.
4. Um guia rápido de leitura dos resultados: quais questões revelam quais lacunas e uma ideia de retomada para cada objetivo.`,
    },
    instructions: {
      en: "Write objectives as observable actions, for example students will compare, calculate or explain, so every question can be tied to one of them. Check every answer in the key yourself before printing, since AI can make factual and calculation mistakes. For younger students, ask for fewer questions and simpler wording.",
      pt: "Escreva os objetivos como ações observáveis, por exemplo o aluno vai comparar, calcular ou explicar, para que cada questão se ligue a um deles. Confira todas as respostas do gabarito antes de imprimir, porque a IA pode errar fatos e contas. Para turmas mais novas, peça menos questões e enunciados mais simples.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from Bloom's revised taxonomy and analytic-rubric practice.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado da taxonomia de Bloom revisada e das boas práticas de rubricas analíticas.",
    },
    steps: {
      en: [
        "Ask for a second version of the quiz with equivalent difficulty and reshuffled content, to reduce copying in large classes.",
        "Request an adapted version for students who need learning support, with simpler wording and scaffolds but the same objectives.",
        "Paste anonymized student answers to the open-ended question, ask it to apply the rubric and then review its grading yourself.",
        "Have it convert the multiple-choice section into a format you can import into Google Forms or your school's learning platform.",
        "Ask for a 15-minute reteaching activity aimed at the objective with the lowest class scores.",
      ],
      pt: [
        "Peça uma segunda versão da prova, com dificuldade equivalente e conteúdo embaralhado, para diminuir a cola em turmas grandes.",
        "Peça uma versão adaptada para estudantes com necessidades educacionais específicas, com enunciados mais simples e apoios, mas os mesmos objetivos.",
        "Cole respostas da questão discursiva sem identificar os alunos, como pede a LGPD, peça para aplicar a rubrica e revise a correção você mesmo.",
        "Peça para converter a parte de múltipla escolha num formato que dê para importar no Google Forms ou no ambiente virtual da escola.",
        "Peça uma atividade de retomada de 15 minutos focada no objetivo com o pior desempenho da turma.",
      ],
    },
    tags: {
      en: ["assessment", "quiz", "rubric", "teachers"],
      pt: ["avaliação", "prova", "rubrica", "professores", "bncc"],
    },
  },

  // 25 — marketing — landing page copy with A/B variants (premium)
  {
    id: 25,
    categoryId: "marketing",
    isPremium: true,
    featured: false,
    publishedAt: "2025-08-26",
    relatedPromptIds: [13, 1, 11],
    title: {
      en: "Landing Page Copy with A/B Test Variants",
      pt: "Copy de Landing Page com Variações para Teste A/B",
    },
    tagline: {
      en: "Full-page conversion copy plus two hero angles ready to test.",
      pt: "Copy completa de conversão e dois ângulos de hero prontos para testar.",
    },
    description: {
      en: "Writes every section of a high-converting landing page, from hero to FAQ and final CTA, plus two hero variants with hypotheses and success metrics for A/B testing.",
      pt: "Escreve todas as seções de uma landing page de conversão, do hero ao FAQ e ao CTA final, e duas versões do hero com hipóteses e métricas de sucesso para teste A/B.",
    },
    promptText: {
      en: `You are a senior conversion copywriter who writes landing pages that get tested, not guessed. Write the full copy for a landing page for [product or service], aimed at [target audience].

Inputs:
- The problem they feel and the result they want: [main pain and desired outcome]
- Proof and differentiators (numbers, testimonials, guarantees, awards): [proof and differentiators]
- The single conversion goal: [conversion goal]

Write these sections, in order: hero (headline, subheadline, primary CTA and one line of supporting proof), problem, solution and how it works in three steps, benefits framed as outcomes rather than features, social proof, objection handling as an FAQ with five questions, offer and guarantee, and final CTA. Add a short privacy note next to the form.

For A/B testing, write two complete hero variants with different angles: variant A leads with the outcome, variant B leads with the pain or the cost of doing nothing. Also give three alternative CTA button texts. For each variant, state the hypothesis being tested and the metric that decides the winner.

Constraints: headline under 12 words, easy reading for a busy visitor, short paragraphs and specific claims only. No invented statistics or testimonials: where proof is missing, tell me what to collect. Deliver it in a clearly labeled structure a designer can drop straight into a wireframe.`,
      pt: `Você é um copywriter sênior de conversão que escreve landing pages para serem testadas, não adivinhadas. Escreva a copy completa da landing page de [produto ou serviço], voltada para [público-alvo].

Informações:
- A dor e o resultado desejado: [principal dor e resultado desejado]
- Provas e diferenciais (números, depoimentos, garantias, prêmios): [provas e diferenciais]
- O único objetivo de conversão: [objetivo de conversão]

Seções, nesta ordem: hero (título, subtítulo, CTA principal e uma linha de prova), problema, solução e como funciona em três passos, benefícios (resultados, não funcionalidades), prova social, quebra de objeções num FAQ de cinco perguntas, oferta e garantia (com formas de pagamento, como Pix e cartão parcelado) e CTA final. Inclua um aviso curto de privacidade, alinhado à LGPD, junto ao formulário.

Para o teste A/B, crie duas versões do hero com ângulos diferentes: a A abre pelo resultado; a B, pela dor ou pelo custo de não agir. Dê também três textos alternativos para o botão. Para cada uma, diga a hipótese e a métrica que define a vencedora.

Regras: título com menos de 12 palavras, leitura fácil para quem tem pressa, parágrafos curtos e só afirmações específicas. Nada de números ou depoimentos inventados: onde faltar prova, diga o que coletar. Entregue numa estrutura bem sinalizada, que o designer leve direto para o wireframe.`,
    },
    instructions: {
      en: "The more concrete your proof, the better the copy, so paste real numbers, customer quotes and guarantee terms. Keep a single conversion goal per page. Change only the hero between versions and let the test run until each variant has enough conversions for a statistically reliable result, not just a few days of traffic.",
      pt: "Quanto mais concreta a prova, melhor a copy: cole números reais, falas de clientes e as condições da garantia. Mantenha um único objetivo de conversão por página. Mude só o hero entre as versões e deixe o teste rodar até cada variação ter conversões suficientes para um resultado estatisticamente confiável, não apenas alguns dias de tráfego.",
    },
    credits: {
      en: "Written by the Promptário editorial team, adapted from the PAS (problem, agitate, solve) formula and conversion-rate optimization testing practice.",
      pt: "Escrito pela equipe editorial do Promptário, adaptado da fórmula PAS (problema, agitação, solução) e das práticas de teste de otimização de conversão.",
    },
    steps: {
      en: [
        "Ask for ad copy and email subject lines that match each hero variant, so the message stays consistent from the click to the page.",
        "Paste your heatmap or scroll-depth data and ask which section to rewrite first, and how.",
        "Request a shorter mobile-first version that keeps only the hero, three benefits, one testimonial and the CTA.",
        "Have it write a thank-you page and a short follow-up email sequence for people who convert, so onboarding starts right away.",
        "When the test ends, share the results and ask for the next hypothesis to test, building on what the winning variant revealed.",
      ],
      pt: [
        "Peça textos de anúncio e linhas de assunto de e-mail alinhados a cada versão do hero, para a mensagem ser a mesma do clique até a página.",
        "Cole os dados de mapa de calor ou de profundidade de rolagem e pergunte qual seção reescrever primeiro, e como.",
        "Peça uma versão mais curta, pensada primeiro para o celular, só com o hero, três benefícios, um depoimento e o CTA.",
        "Peça uma página de obrigado e uma sequência curta de e-mails para quem converter, para o onboarding começar na hora.",
        "Quando o teste terminar, compartilhe os resultados e peça a próxima hipótese a testar, partindo do que a versão vencedora revelou.",
      ],
    },
    tags: {
      en: ["landing page", "copywriting", "conversion", "ab testing"],
      pt: ["landing page", "copywriting", "conversão", "teste ab"],
    },
  },
];
