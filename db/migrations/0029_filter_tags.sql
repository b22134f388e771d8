ALTER TABLE "prompts" ADD COLUMN "tags_en" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "tags_pt" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "prompts_forbidden_idx" ON "prompts" USING btree ("id") WHERE "prompts"."is_forbidden";--> statement-breakpoint
CREATE INDEX "prompts_tags_en_idx" ON "prompts" USING gin ("tags_en");--> statement-breakpoint
CREATE INDEX "prompts_tags_pt_idx" ON "prompts" USING gin ("tags_pt");--> statement-breakpoint
-- custom: the trigger of 0027 also keeps the tags of each language on the prompt.
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
    ), '{}'::text[])
  WHERE p.id = ANY(ids)
$$;--> statement-breakpoint
UPDATE public.prompts p SET tags_en = t.tags FROM public.prompt_translations t
  WHERE t.prompt_id = p.id AND t.locale = 'en' AND t.tags IS NOT NULL;--> statement-breakpoint
UPDATE public.prompts p SET tags_pt = t.tags FROM public.prompt_translations t
  WHERE t.prompt_id = p.id AND t.locale = 'pt' AND t.tags IS NOT NULL;
