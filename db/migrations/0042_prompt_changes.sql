CREATE TABLE "prompt_changes" (
	"xid" "xid8" NOT NULL,
	"prompt_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "prompt_changes_xid_idx" ON "prompt_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "prompt_changes_at_idx" ON "prompt_changes" USING btree ("at");--> statement-breakpoint
-- custom: every statement that changes prompts notes which, in its own transaction (server/catalog/facet-index).
CREATE OR REPLACE FUNCTION public.promptario_note_prompt_changes() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO public.prompt_changes (xid, prompt_id) VALUES (pg_current_xact_id(), -1);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO public.prompt_changes (xid, prompt_id) SELECT DISTINCT pg_current_xact_id(), o.id FROM old_rows o;
  ELSE
    INSERT INTO public.prompt_changes (xid, prompt_id) SELECT DISTINCT pg_current_xact_id(), n.id FROM new_rows n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER prompts_changes_insert AFTER INSERT ON public.prompts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.promptario_note_prompt_changes();--> statement-breakpoint
CREATE TRIGGER prompts_changes_update AFTER UPDATE ON public.prompts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.promptario_note_prompt_changes();--> statement-breakpoint
CREATE TRIGGER prompts_changes_delete AFTER DELETE ON public.prompts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.promptario_note_prompt_changes();--> statement-breakpoint
CREATE TRIGGER prompts_changes_truncate AFTER TRUNCATE ON public.prompts
  FOR EACH STATEMENT EXECUTE FUNCTION public.promptario_note_prompt_changes();
