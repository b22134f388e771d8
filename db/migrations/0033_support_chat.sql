CREATE TABLE "support_conversations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_admin_id" text,
	"waiting_since" timestamp with time zone,
	"last_member_message_id" bigint DEFAULT 0 NOT NULL,
	"admin_read_message_id" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "support_conversations_status_check" CHECK ("support_conversations"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" bigint NOT NULL,
	"author" text NOT NULL,
	"admin_id" text,
	"body" text NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_messages_author_check" CHECK ("support_messages"."author" in ('member', 'admin')),
	CONSTRAINT "support_messages_body_check" CHECK (char_length("support_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "support_presence" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_assigned_admin_id_user_id_fk" FOREIGN KEY ("assigned_admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_presence" ADD CONSTRAINT "support_presence_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_one_open_idx" ON "support_conversations" USING btree ("member_id") WHERE "support_conversations"."status" = 'open';--> statement-breakpoint
CREATE INDEX "support_conversations_member_idx" ON "support_conversations" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "support_conversations_waiting_idx" ON "support_conversations" USING btree ("status","waiting_since");--> statement-breakpoint
CREATE INDEX "support_messages_conversation_idx" ON "support_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_client_idx" ON "support_messages" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "support_presence_user_idx" ON "support_presence" USING btree ("user_id","seen_at");