CREATE TABLE "digest_deliveries" (
	"user_id" text NOT NULL,
	"week_of" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_deliveries_user_id_week_of_pk" PRIMARY KEY("user_id","week_of")
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "weekly_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;