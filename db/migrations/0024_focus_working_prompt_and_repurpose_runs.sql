CREATE TABLE "repurpose_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repurpose_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"text" text NOT NULL,
	"formats" jsonb NOT NULL,
	"language" text NOT NULL,
	"tone" text NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "focus_sessions" ADD COLUMN "working_prompt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "repurpose_runs" ADD CONSTRAINT "repurpose_runs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repurpose_runs_user_created_idx" ON "repurpose_runs" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);