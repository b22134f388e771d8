CREATE TABLE "prompt_facet_counts" (
	"locale" text NOT NULL,
	"with_tag" text NOT NULL,
	"tag" text NOT NULL,
	"category_id" text NOT NULL,
	"access" text NOT NULL,
	"has_placeholders" boolean NOT NULL,
	"source" text NOT NULL,
	"upvote_step" integer NOT NULL,
	"prompts" integer NOT NULL,
	CONSTRAINT "prompt_facet_counts_pkey" PRIMARY KEY("locale","with_tag","tag","category_id","access","has_placeholders","source","upvote_step")
);
--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "locales" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- custom: the trigger of 0027 also keeps the languages of the prompt's translations.
CREATE OR REPLACE FUNCTION public.promptario_refresh_prompt_keys(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  UPDATE public.prompts p SET
    has_placeholders = EXISTS (
      SELECT 1 FROM public.prompt_translations t
      WHERE t.prompt_id = p.id AND public.promptario_has_placeholders(t.prompt_text)
    ),
    sort_title_en = (
      SELECT public.promptario_unaccent(lower(t.title)) FROM public.prompt_translations t
      WHERE t.prompt_id = p.id ORDER BY (t.locale = 'en') DESC, t.locale LIMIT 1
    ),
    sort_title_pt = (
      SELECT public.promptario_unaccent(lower(t.title)) FROM public.prompt_translations t
      WHERE t.prompt_id = p.id ORDER BY (t.locale = 'pt') DESC, t.locale LIMIT 1
    ),
    tags_en = coalesce((
      SELECT t.tags FROM public.prompt_translations t WHERE t.prompt_id = p.id AND t.locale = 'en'
    ), '{}'::text[]),
    tags_pt = coalesce((
      SELECT t.tags FROM public.prompt_translations t WHERE t.prompt_id = p.id AND t.locale = 'pt'
    ), '{}'::text[]),
    locales = ARRAY(
      SELECT t.locale FROM public.prompt_translations t WHERE t.prompt_id = p.id ORDER BY t.locale
    )
  WHERE p.id = ANY(ids)
$$;--> statement-breakpoint
UPDATE public.prompts p SET locales = ARRAY(
  SELECT t.locale FROM public.prompt_translations t WHERE t.prompt_id = p.id ORDER BY t.locale
);--> statement-breakpoint
-- prompt_facet_counts follows prompts in the statement that changes them. The steps and the access
-- levels are server/catalog/filters' UPVOTE_STEPS and ACCESS_LEVELS, spelt again here.
CREATE OR REPLACE FUNCTION public.promptario_upvote_step(upvotes integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN upvotes >= 25 THEN 25 WHEN upvotes >= 10 THEN 10 WHEN upvotes >= 5 THEN 5 WHEN upvotes >= 1 THEN 1 ELSE 0 END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.promptario_access_level(is_premium boolean, is_forbidden boolean) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN is_forbidden THEN 'forbidden' WHEN is_premium THEN 'premium' ELSE 'free' END $$;--> statement-breakpoint
-- What one prompt is counted under (locale, with_tag, tag): every prompt; its languages; its tags
-- of each language; its tags in either language; and each of those beside each tag of a language.
CREATE OR REPLACE FUNCTION public.promptario_facet_keys(locales text[], tags_en text[], tags_pt text[])
  RETURNS TABLE (locale text, with_tag text, tag text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  WITH own AS (
    SELECT 'en' AS locale, t AS tag FROM unnest(tags_en) t WHERE t <> ''
    UNION ALL SELECT 'pt', t FROM unnest(tags_pt) t WHERE t <> ''
  ), either AS (SELECT DISTINCT tag FROM own)
  SELECT '', '', ''
  UNION ALL SELECT l, '', '' FROM unnest(locales) l
  UNION ALL SELECT o.locale, '', o.tag FROM own o
  UNION ALL SELECT '', e.tag, '' FROM either e
  UNION ALL SELECT o.locale, e.tag, o.tag FROM either e JOIN own o ON o.tag <> e.tag
$$;--> statement-breakpoint
-- Adds the published prompts a statement wrote (its NEW TABLE) and takes away those it replaced or
-- deleted (its OLD TABLE), in key order so that concurrent writers lock the rows in one order. A
-- statement that changes none of the dimensions (most updates) nets to nothing and writes nothing.
CREATE OR REPLACE FUNCTION public.promptario_prompt_facets_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM public.prompt_facet_counts;
    RETURN NULL;
  END IF;
  changed := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS delta, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS delta, * FROM old_rows'
    ELSE 'SELECT 1 AS delta, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows'
  END;
  EXECUTE format($sql$
    INSERT INTO public.prompt_facet_counts AS c
      (locale, with_tag, tag, category_id, access, has_placeholders, source, upvote_step, prompts)
    SELECT k.locale, k.with_tag, k.tag, r.category_id, public.promptario_access_level(r.is_premium, r.is_forbidden),
      r.has_placeholders, r.source, public.promptario_upvote_step(r.upvotes), sum(r.delta)::int
    FROM (%s) r
    CROSS JOIN LATERAL public.promptario_facet_keys(r.locales, r.tags_en, r.tags_pt) k
    WHERE r.is_published
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    HAVING sum(r.delta) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT (locale, with_tag, tag, category_id, access, has_placeholders, source, upvote_step)
      DO UPDATE SET prompts = c.prompts + excluded.prompts
  $sql$, changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER prompts_facets_insert AFTER INSERT ON public.prompts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.promptario_prompt_facets_trigger();--> statement-breakpoint
CREATE TRIGGER prompts_facets_update AFTER UPDATE ON public.prompts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.promptario_prompt_facets_trigger();--> statement-breakpoint
CREATE TRIGGER prompts_facets_delete AFTER DELETE ON public.prompts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.promptario_prompt_facets_trigger();--> statement-breakpoint
CREATE TRIGGER prompts_facets_truncate AFTER TRUNCATE ON public.prompts
  FOR EACH STATEMENT EXECUTE FUNCTION public.promptario_prompt_facets_trigger();--> statement-breakpoint
INSERT INTO public.prompt_facet_counts (locale, with_tag, tag, category_id, access, has_placeholders, source, upvote_step, prompts)
SELECT k.locale, k.with_tag, k.tag, p.category_id, public.promptario_access_level(p.is_premium, p.is_forbidden),
  p.has_placeholders, p.source, public.promptario_upvote_step(p.upvotes), count(*)::int
FROM public.prompts p
CROSS JOIN LATERAL public.promptario_facet_keys(p.locales, p.tags_en, p.tags_pt) k
WHERE p.is_published
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
