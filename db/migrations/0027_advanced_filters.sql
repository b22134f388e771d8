ALTER TABLE "prompts" ADD COLUMN "upvotes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "has_placeholders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "sort_title_en" text;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "sort_title_pt" text;--> statement-breakpoint
CREATE INDEX "prompt_translations_tags_idx" ON "prompt_translations" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "prompts_upvotes_idx" ON "prompts" USING btree ("upvotes" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"id") WHERE "prompts"."is_published";--> statement-breakpoint
CREATE INDEX "prompts_sort_title_en_idx" ON "prompts" USING btree ("sort_title_en" collate "C","id") WHERE "prompts"."is_published";--> statement-breakpoint
CREATE INDEX "prompts_sort_title_pt_idx" ON "prompts" USING btree ("sort_title_pt" collate "C","id") WHERE "prompts"."is_published";--> statement-breakpoint
CREATE INDEX "prompts_facets_idx" ON "prompts" USING btree ("category_id","published_at","is_premium","is_forbidden","source","has_placeholders","upvotes") WHERE "prompts"."is_published";--> statement-breakpoint
-- custom: prompts.has_placeholders and the A–Z keys follow the prompt's translations, set per statement
-- from the rows it changed. A placeholder is core/placeholders' rule: text between square brackets,
-- 1 to 80 characters, no line break.
CREATE OR REPLACE FUNCTION public.promptario_has_placeholders(value text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT value ~ ('\[[^][' || chr(10) || ']{1,80}\]') $$;--> statement-breakpoint
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
    )
  WHERE p.id = ANY(ids)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.promptario_refresh_prompt_keys_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM public.promptario_refresh_prompt_keys(ARRAY(SELECT DISTINCT prompt_id FROM changed));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER prompt_translations_keys_insert AFTER INSERT ON public.prompt_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.promptario_refresh_prompt_keys_trigger();--> statement-breakpoint
CREATE TRIGGER prompt_translations_keys_update AFTER UPDATE ON public.prompt_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.promptario_refresh_prompt_keys_trigger();--> statement-breakpoint
CREATE TRIGGER prompt_translations_keys_delete AFTER DELETE ON public.prompt_translations
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.promptario_refresh_prompt_keys_trigger();--> statement-breakpoint
SELECT public.promptario_refresh_prompt_keys(ARRAY(SELECT id FROM public.prompts));
