CREATE TABLE "catalog_tombstones" (
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_tombstones_kind_item_id_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "catalog_tombstones_kind_check" CHECK ("catalog_tombstones"."kind" in ('prompt', 'category'))
);
