CREATE TABLE "posting_bans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"report_id" bigint,
	"banned_by" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_mail" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"mail" boolean NOT NULL,
	CONSTRAINT "notification_mail_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_mail_kind_check" CHECK ("notification_mail"."kind" in ('comment_reply', 'fork', 'example', 'roadmap_status'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_title" text,
	"subject_url" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('comment_reply', 'fork', 'example', 'roadmap_status')),
	CONSTRAINT "notifications_url_check" CHECK (left("notifications"."subject_url", 1) = '/')
);
--> statement-breakpoint
ALTER TABLE "posting_bans" ADD CONSTRAINT "posting_bans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_bans" ADD CONSTRAINT "posting_bans_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_bans" ADD CONSTRAINT "posting_bans_banned_by_user_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mail" ADD CONSTRAINT "notification_mail_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_once_idx" ON "notifications" USING btree ("recipient_id","kind","subject_type","subject_id",coalesce("actor_id", '')) WHERE "notifications"."read_at" is null;