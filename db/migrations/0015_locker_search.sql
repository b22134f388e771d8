-- The locker search (issue 16) reads one stored column, lower case and without accents, instead of
-- folding every prompt of the member on each search; array_to_string is only STABLE, hence the wrapper.
CREATE OR REPLACE FUNCTION public.promptario_locker_search_text(title text, content text, description text, tags text[])
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.promptario_unaccent(lower(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(array_to_string(tags, ' '), '') || ' ' || coalesce(content, ''))) $$;
--> statement-breakpoint
DROP INDEX "locker_prompts_user_updated_idx";--> statement-breakpoint
ALTER TABLE "locker_prompts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.promptario_locker_search_text("locker_prompts"."title", "locker_prompts"."content", "locker_prompts"."description", "locker_prompts"."tags")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "locker_prompts_search_idx" ON "locker_prompts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locker_prompts_user_updated_idx" ON "locker_prompts" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);