// Bulk-loads generated prompts into a prepared (migrated + seeded) database: one INSERT … SELECT
// FROM unnest(…) per batch, parameters passed as arrays, so 100,000 prompts take a few statements.
// Two things are deferred to the end of the load, as a restore would, and end up exactly as the
// migrations leave them: the GIN search indexes (rebuilt from their own definitions) and the
// search_terms vocabulary (filled by the backfill statement of the migration that made its trigger).
import fs from "node:fs";
import path from "node:path";
import { createGenerator } from "./generate.mjs";

const SEPARATOR = "\u001f"; // joins text[] values (steps, tags) inside one array parameter
const TERMS_FUNCTION = "promptario_collect_search_terms";

const INSERT_PROMPTS = `
  insert into prompts (id, category_id, source, is_premium, featured, is_published, published_at, created_at, updated_at)
  select id, category_id, 'catalog', is_premium, featured, is_published, published_at, published_at, published_at
  from unnest($1::int[], $2::text[], $3::bool[], $4::bool[], $5::bool[], $6::timestamptz[])
    as t(id, category_id, is_premium, featured, is_published, published_at)`;

const INSERT_TRANSLATIONS = `
  insert into prompt_translations (prompt_id, locale, title, tagline, description, prompt_text, instructions, credits, steps, tags)
  select prompt_id, locale, title, tagline, description, prompt_text, instructions, credits,
    string_to_array(steps, E'\\x1f'), string_to_array(tags, E'\\x1f')
  from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
    as t(prompt_id, locale, title, tagline, description, prompt_text, instructions, credits, steps, tags)`;

/** The set-based `INSERT INTO search_terms … SELECT … FROM prompt_translations` statements of the migrations. */
function searchTermsBackfill(migrationsDir) {
  return fs
    .readdirSync(migrationsDir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .flatMap((file) =>
      fs.readFileSync(path.join(migrationsDir, file), "utf8").split("--> statement-breakpoint"),
    )
    .map((statement) => statement.replace(/^\s*(--[^\n]*\n\s*)*/, "").trim())
    .filter((statement) =>
      /^insert\s+into\s+"?search_terms"?[\s\S]*\bfrom\s+"?prompt_translations"?/i.test(statement),
    );
}

/**
 * `client` is one session of the driver under Drizzle (the PGlite instance, or a client checked out of
 * the pg.Pool): both answer query(text, params) with { rows }. `loaders`, when given, are the sessions
 * that insert the rows, side by side (PostgreSQL: one per core); `client` does everything else.
 */
export async function seedGenerated({
  client,
  count,
  seed,
  batchSize,
  catalogPrompts,
  categoryIds,
  firstId,
  migrationsDir,
  log,
  loaders,
}) {
  const generate = createGenerator({ seed, catalogPrompts, categoryIds });
  const timings = {};
  let started = performance.now();

  const { rows: searchIndexes } = await client.query(
    `select indexname, indexdef from pg_indexes
     where schemaname = 'public' and tablename = 'prompt_translations' and indexdef ilike '% using gin %'`,
  );
  for (const { indexname } of searchIndexes) await client.query(`drop index public."${indexname}"`);

  // The search_terms trigger costs about a third of the load row by row; its migration's backfill
  // does the same work in one statement. Without a backfill to replay, the trigger stays on.
  const backfill = searchTermsBackfill(migrationsDir);
  const { rows: termTriggers } = await client.query(
    `select t.tgname from pg_trigger t join pg_proc f on f.oid = t.tgfoid
     where t.tgrelid = 'public.prompt_translations'::regclass and not t.tgisinternal and f.proname = $1`,
    [TERMS_FUNCTION],
  );
  const deferTerms = termTriggers.length > 0 && backfill.length > 0;
  if (deferTerms) {
    for (const { tgname } of termTriggers)
      await client.query(`alter table prompt_translations disable trigger "${tgname}"`);
  } else if (termTriggers.length > 0) {
    log("  (no search_terms backfill found in the migrations: its trigger runs row by row)");
  }

  // Batches are made in this process and inserted by every session given (`loaders`, the main
  // session by default) at once: the database computes the search documents of each row (generated
  // tsvector columns), which is most of the cost, so a second connection uses a second core.
  let translationChars = 0;
  let next = 0;
  let done = 0;
  let lastLogged = 0;
  const makeBatch = (from, size) => {
    const p = { id: [], categoryId: [], isPremium: [], featured: [], isPublished: [], publishedAt: [] };
    const tr = {
      promptId: [],
      locale: [],
      title: [],
      tagline: [],
      description: [],
      promptText: [],
      instructions: [],
      credits: [],
      steps: [],
      tags: [],
    };
    for (let i = 0; i < size; i++) {
      const { prompt, translations } = generate(firstId + from + i);
      for (const key of Object.keys(p)) p[key].push(prompt[key]);
      for (const translation of translations) {
        for (const key of Object.keys(tr)) {
          const value = translation[key];
          tr[key].push(Array.isArray(value) ? value.join(SEPARATOR) : value);
        }
        translationChars +=
          translation.title.length + translation.description.length + translation.promptText.length;
      }
    }
    return { p, tr };
  };
  const load = async (session) => {
    while (next < count) {
      const from = next;
      const size = Math.min(batchSize, count - from);
      next += size;
      // Claimed and made without a pause in between, so batches are generated in id order (the
      // generator's PRNG is sequential) and every run gets the same rows.
      const { p, tr } = makeBatch(from, size);
      await session.query(INSERT_PROMPTS, [
        p.id,
        p.categoryId,
        p.isPremium,
        p.featured,
        p.isPublished,
        p.publishedAt,
      ]);
      await session.query(INSERT_TRANSLATIONS, [
        tr.promptId,
        tr.locale,
        tr.title,
        tr.tagline,
        tr.description,
        tr.promptText,
        tr.instructions,
        tr.credits,
        tr.steps,
        tr.tags,
      ]);
      done += size;
      if (done - lastLogged >= batchSize * 8 || done === count) {
        lastLogged = done;
        log(
          `  inserted ${done.toLocaleString("en")} / ${count.toLocaleString("en")} prompts (${seconds(started)} s)`,
        );
      }
    }
  };
  const sessions = loaders?.length ? loaders : [client];
  await Promise.all(sessions.map(load));
  await client.query(`select setval('prompts_id_seq', (select max(id) from prompts))`);
  timings.insertSeconds = seconds(started);

  started = performance.now();
  if (deferTerms) {
    for (const { tgname } of termTriggers)
      await client.query(`alter table prompt_translations enable trigger "${tgname}"`);
    for (const statement of backfill) await client.query(statement);
  }
  timings.searchTermsSeconds = seconds(started);

  started = performance.now();
  // One index per session at a time: PostgreSQL builds a GIN index on one core, and several
  // CREATE INDEX on one table may run at once.
  const pending = searchIndexes.map(({ indexdef }) => indexdef);
  await Promise.all(
    sessions.map(async (session) => {
      await session.query("set maintenance_work_mem = '256MB'");
      for (let indexdef = pending.shift(); indexdef; indexdef = pending.shift())
        await session.query(indexdef);
      await session.query("reset maintenance_work_mem");
    }),
  );
  timings.indexSeconds = seconds(started);

  started = performance.now();
  await client.query("analyze");
  timings.analyzeSeconds = seconds(started);

  const { rows } = await client.query(
    `select (select count(*)::int from prompts) as prompts,
            (select count(*)::int from prompts where is_premium) as premium,
            (select count(*)::int from prompt_translations) as translations,
            (select count(*)::int from search_terms) as search_terms`,
  );
  return {
    ...timings,
    prompts: rows[0].prompts,
    premium: rows[0].premium,
    translations: rows[0].translations,
    searchTerms: rows[0].search_terms,
    averageSearchableChars: Math.round(translationChars / (count * 2)),
    searchIndexes: searchIndexes.map(({ indexname }) => indexname),
    searchTermsDeferred: deferTerms,
    loaders: loaders?.length || 1,
  };
}

const seconds = (since) => Number(((performance.now() - since) / 1000).toFixed(1));
