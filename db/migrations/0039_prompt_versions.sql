CREATE TABLE "prompt_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prompt_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"prompt_id" integer,
	"locker_prompt_id" uuid,
	"author_id" text,
	"note" text,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompt_versions_one_subject" CHECK (num_nonnulls("prompt_versions"."prompt_id", "prompt_versions"."locker_prompt_id") = 1)
);
--> statement-breakpoint
-- The locker's kept versions move here, oldest first, each followed by the prompt's present text
-- (a version too now: every save keeps the text it saved). Who saved them: the locker's owner.
INSERT INTO "prompt_versions" ("locker_prompt_id", "author_id", "snapshot", "created_at")
SELECT "locker_prompt_id", "author_id", "snapshot", "created_at" FROM (
  SELECT v."prompt_id" AS "locker_prompt_id", p."user_id" AS "author_id",
    jsonb_build_object('kind', 'locker', 'title', v."title", 'content', v."content",
      'description', v."description", 'tags', to_jsonb(v."tags"), 'projectId', v."project_id") AS "snapshot",
    v."saved_at" AS "created_at", 0 AS "rank", v."id" AS "position"
  FROM "locker_prompt_versions" v JOIN "locker_prompts" p ON p."id" = v."prompt_id"
  UNION ALL
  SELECT p."id", p."user_id",
    jsonb_build_object('kind', 'locker', 'title', p."title", 'content', p."content",
      'description', p."description", 'tags', to_jsonb(p."tags"), 'projectId', p."project_id"),
    p."updated_at", 1, 0
  FROM "locker_prompts" p
) AS moved
ORDER BY "locker_prompt_id", "rank", "position";--> statement-breakpoint
DROP TABLE "locker_prompt_versions" CASCADE;--> statement-breakpoint
ALTER TABLE "prompt_versions" ADD CONSTRAINT "prompt_versions_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_versions" ADD CONSTRAINT "prompt_versions_locker_prompt_id_locker_prompts_id_fk" FOREIGN KEY ("locker_prompt_id") REFERENCES "public"."locker_prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_versions" ADD CONSTRAINT "prompt_versions_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_versions_prompt_idx" ON "prompt_versions" USING btree ("prompt_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prompt_versions_locker_prompt_idx" ON "prompt_versions" USING btree ("locker_prompt_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prompt_versions_author_idx" ON "prompt_versions" USING btree ("author_id");