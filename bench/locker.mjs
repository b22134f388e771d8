// The prompt locker's search (docs/performance.md: every member-tool list and search answers p95
import { sql } from "drizzle-orm";
// under 50 ms with 10,000 items for one member). One member holds BENCH_LOCKER_PROMPTS saved prompts
// of realistic length (and four others hold some too, so the member's rows are a part of the table);
// the locker page's query (the newest 61 that match) and the API's (every match) are timed, beside
// the same page without a search as the baseline of the same run.

const PROMPTS = Number(process.env.BENCH_LOCKER_PROMPTS ?? 10_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);

const WORDS = (
  "campanha lançamento cliente reunião relatório análise estratégia conteúdo vendas proposta orçamento " +
  "newsletter launch client meeting report analysis strategy content sales proposal budget roadmap " +
  "pricing onboarding interview hiring feedback retention churn funnel landing email thread video script"
).split(" ");

function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timed(run) {
  for (let i = 0; i < 3; i++) await run();
  const times = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** One member with PROMPTS saved prompts in 20 projects, and four others with a fifth as many each. */
export async function seedLocker(db, { user, projects: projectsTable, lockerPrompts }) {
  const random = generator(20_261_125);
  const pick = () => WORDS[Math.floor(random() * WORDS.length)];
  const sentence = (n) => Array.from({ length: n }, pick).join(" ");
  const members = Array.from({ length: 5 }, (_, i) => ({
    id: `bench-locker-${i}`,
    name: `Bench ${i}`,
    email: `bench-locker-${i}@example.com`,
    emailVerified: true,
  }));
  await db.insert(user).values(members);
  const projects = await db
    .insert(projectsTable)
    .values(Array.from({ length: 20 }, (_, i) => ({ userId: members[0].id, name: `Project ${i}` })))
    .returning({ id: projectsTable.id });
  for (const [index, member] of members.entries()) {
    const count = index === 0 ? PROMPTS : Math.round(PROMPTS / 5);
    for (let start = 0; start < count; start += 500) {
      await db.insert(lockerPrompts).values(
        Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
          userId: member.id,
          title: `${sentence(4)} ${start + i}`,
          content: `${sentence(90)} [${pick()}] ${sentence(60)}`,
          description: sentence(18),
          tags: [pick(), pick(), pick()],
          projectId:
            index === 0 && random() < 0.7 ? projects[Math.floor(random() * projects.length)].id : null,
          updatedAt: new Date(Date.UTC(2026, 0, 1) + (start + i) * 60_000),
        })),
      );
    }
  }
  return { userId: members[0].id, projects };
}

export async function measureLocker(load, log, kind = "pglite") {
  process.env.AUTH_SECRET ??= "bench-only-secret-that-is-at-least-32-characters";
  const previousKind = process.env.TEST_DB_KIND;
  process.env.TEST_DB_KIND = kind;
  const { createTestDatabase } = await load("server/testing.server.ts");
  const { user } = await load("server/accounts/schema.ts");
  const { lockerPrompts } = await load("server/locker/schema.ts");
  const { projects: projectsTable } = await load("server/projects/schema.ts");
  const { listLockerPrompts } = await load("server/locker/locker.server.ts");
  const { LOCKER_PAGE_SIZE } = await load("core/forms/locker.ts");
  const testDb = await createTestDatabase();
  process.env.TEST_DB_KIND = previousKind;
  try {
    const db = testDb.db;
    const started = performance.now();
    const { userId, projects } = await seedLocker(db, { user, projects: projectsTable, lockerPrompts });
    if (testDb.kind === "postgres") await db.execute(sql`analyze`);
    log(
      `Locker (${kind}): ${PROMPTS.toLocaleString("en")} saved prompts for one member (${((performance.now() - started) / 1000).toFixed(1)} s to insert)`,
    );

    const page = { limit: LOCKER_PAGE_SIZE + 1 };
    const queries = {
      "newest (baseline)": () => listLockerPrompts(db, userId, page),
      "one common word": () => listLockerPrompts(db, userId, { ...page, q: "cliente" }),
      "accents ignored": () => listLockerPrompts(db, userId, { ...page, q: "reuniao orcamento" }),
      "no match": () => listLockerPrompts(db, userId, { ...page, q: "xylophone" }),
      "a project": () => listLockerPrompts(db, userId, { ...page, project: projects[3].id }),
      "a project and a word": () =>
        listLockerPrompts(db, userId, { ...page, project: projects[3].id, q: "launch" }),
      "API: a page of 100": () => listLockerPrompts(db, userId, { q: "roadmap pricing", limit: 101 }),
      "API: 3rd page of 100": () =>
        listLockerPrompts(db, userId, { q: "roadmap pricing", limit: 101, offset: 200 }),
    };
    const results = {};
    for (const [name, run] of Object.entries(queries)) results[name] = await timed(run);
    const baseline = results["newest (baseline)"].p95;
    const searches = Object.entries(results).filter(([name]) => name !== "newest (baseline)");
    const worst = Math.max(...searches.map(([, result]) => result.p95));
    for (const [name, result] of Object.entries(results)) {
      log(
        `  ${name.padEnd(22)} p50 ${result.p50.toFixed(1).padStart(6)} ms · p95 ${result.p95.toFixed(1).padStart(6)} ms · ${(result.p95 / baseline).toFixed(1)}× the baseline`,
      );
    }
    log(`  worst search p95 ${worst.toFixed(1)} ms (budget 50 ms)`);
    return { kind, prompts: PROMPTS, iterations: ITERATIONS, results, worstSearchP95: worst, budgetMs: 50 };
  } finally {
    await testDb.close();
  }
}
