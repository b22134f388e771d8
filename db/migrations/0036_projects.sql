CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'blue' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_color_check" CHECK ("projects"."color" in ('blue', 'teal', 'green', 'amber', 'orange', 'red', 'pink', 'violet', 'slate')),
	CONSTRAINT "projects_instructions_length_check" CHECK (char_length("projects"."instructions") <= 4000)
);
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_user_name_key" ON "projects" USING btree ("user_id",lower("name"));--> statement-breakpoint
-- The locker's folders become projects. Each keeps its id (so every saved prompt stays in it, and
-- an address or an API client holding the id still finds it), its name and when it was made; the
-- colours go round the palette in the order the member made them. Folder names were unique only as
-- typed, project names are unique whatever their case: a second "clients" beside "Clients" becomes
-- "clients (2)" rather than being lost.
DO $$
DECLARE
	folder record;
	base text;
	candidate text;
	copy integer;
	palette text[] := ARRAY['blue', 'teal', 'green', 'amber', 'orange', 'red', 'pink', 'violet', 'slate'];
BEGIN
	FOR folder IN
		SELECT "id", "user_id", "name", "created_at",
			row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at", "id") AS "position"
		FROM "locker_categories"
		ORDER BY "user_id", "created_at", "id"
	LOOP
		base := left(coalesce(nullif(btrim(folder."name"), ''), 'Project'), 60);
		candidate := base;
		copy := 1;
		WHILE EXISTS (
			SELECT 1 FROM "projects" WHERE "user_id" = folder."user_id" AND lower("name") = lower(candidate)
		) LOOP
			copy := copy + 1;
			candidate := left(base, 60 - length(' (' || copy || ')')) || ' (' || copy || ')';
		END LOOP;
		INSERT INTO "projects" ("id", "user_id", "name", "color", "instructions", "created_at", "updated_at")
		VALUES (
			folder."id", folder."user_id", candidate,
			palette[1 + ((folder."position" - 1) % array_length(palette, 1))],
			'', folder."created_at", folder."created_at"
		);
	END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "locker_prompts" DROP CONSTRAINT "locker_prompts_category_id_locker_categories_id_fk";--> statement-breakpoint
ALTER TABLE "locker_prompts" RENAME COLUMN "category_id" TO "project_id";--> statement-breakpoint
ALTER TABLE "locker_prompts" ADD CONSTRAINT "locker_prompts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locker_prompts_project_idx" ON "locker_prompts" USING btree ("project_id") WHERE "locker_prompts"."project_id" is not null;--> statement-breakpoint
ALTER TABLE "locker_prompt_versions" RENAME COLUMN "category_id" TO "project_id";--> statement-breakpoint
DROP TABLE "locker_categories";--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_project_idx" ON "chat_conversations" USING btree ("project_id","updated_at" DESC NULLS LAST) WHERE "chat_conversations"."project_id" is not null;--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD CONSTRAINT "calendar_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_entries_project_idx" ON "calendar_entries" USING btree ("project_id") WHERE "calendar_entries"."project_id" is not null;--> statement-breakpoint
CREATE TABLE "deleted_projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"instructions" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"contents" jsonb NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deleted_projects" ADD CONSTRAINT "deleted_projects_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_projects_deleted_at_idx" ON "deleted_projects" USING btree ("deleted_at");
