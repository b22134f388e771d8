ALTER TABLE "prompts" ADD COLUMN "upvotes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "has_placeholders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "prompt_translations_title_order_idx" ON "prompt_translations" USING btree ("locale","search_title","prompt_id");--> statement-breakpoint
CREATE INDEX "prompt_translations_tags_idx" ON "prompt_translations" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "prompts_upvotes_idx" ON "prompts" USING btree ("upvotes" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"id") WHERE "prompts"."is_published";--> statement-breakpoint
CREATE INDEX "prompts_facets_idx" ON "prompts" USING btree ("category_id","published_at","is_premium","is_forbidden","source","has_placeholders","upvotes") WHERE "prompts"."is_published";--> statement-breakpoint
-- custom: prompts.has_placeholders follows its translations' texts (the rule of core/placeholders: text
-- between square brackets, 1 to 80 characters, no line break), set per statement from the rows it changed.
CREATE OR REPLACE FUNCTION public.promptario_has_placeholders(value text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT value ~ ('\[[^][' || chr(10) || ']{1,80}\]') $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.promptario_refresh_has_placeholders() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE public.prompts p SET has_placeholders = EXISTS (
    SELECT 1 FROM public.prompt_translations t
    WHERE t.prompt_id = p.id AND public.promptario_has_placeholders(t.prompt_text)
  )
  WHERE p.id IN (SELECT DISTINCT prompt_id FROM changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER prompt_translations_placeholders_insert AFTER INSERT ON public.prompt_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.promptario_refresh_has_placeholders();--> statement-breakpoint
CREATE TRIGGER prompt_translations_placeholders_update AFTER UPDATE ON public.prompt_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.promptario_refresh_has_placeholders();--> statement-breakpoint
CREATE TRIGGER prompt_translations_placeholders_delete AFTER DELETE ON public.prompt_translations
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.promptario_refresh_has_placeholders();--> statement-breakpoint
UPDATE public.prompts p SET has_placeholders = true
WHERE EXISTS (
  SELECT 1 FROM public.prompt_translations t
  WHERE t.prompt_id = p.id AND public.promptario_has_placeholders(t.prompt_text)
);
