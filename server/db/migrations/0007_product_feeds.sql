CREATE TABLE "feed_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"trigger" text NOT NULL,
	"file_name" text,
	"format" text,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"bytes_total" bigint,
	"read" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_imports_status" CHECK ("feed_imports"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "feed_rejects" (
	"import_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"row" integer NOT NULL,
	"item_id" text,
	"attribute" text NOT NULL,
	"reason" text NOT NULL,
	"detail" text NOT NULL,
	CONSTRAINT "feed_rejects_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" text,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"url" text,
	"schedule" text DEFAULT 'off' NOT NULL,
	"next_run_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feeds_source" CHECK ("feeds"."source" in ('file', 'url')),
	CONSTRAINT "feeds_url" CHECK (("feeds"."source" = 'url') = ("feeds"."url" is not null)),
	CONSTRAINT "feeds_schedule" CHECK ("feeds"."schedule" in ('off', 'hourly', 'daily')),
	CONSTRAINT "feeds_schedule_url" CHECK ("feeds"."schedule" = 'off' or "feeds"."source" = 'url')
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "feed_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "channel_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "availability" text DEFAULT 'in_stock' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seen_import" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gtin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "list_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_link" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_imports" ADD CONSTRAINT "feed_imports_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_rejects" ADD CONSTRAINT "feed_rejects_import_id_feed_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."feed_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_imports_one_running_idx" ON "feed_imports" USING btree ("feed_id") WHERE "feed_imports"."status" = 'running';--> statement-breakpoint
CREATE INDEX "feed_imports_feed_idx" ON "feed_imports" USING btree ("feed_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "feeds_channel_name_idx" ON "feeds" USING btree (coalesce("channel_id", ''),"name");--> statement-breakpoint
CREATE INDEX "feeds_due_idx" ON "feeds" USING btree ("next_run_at") WHERE "feeds"."schedule" <> 'off';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_channel_idx" ON "products" USING btree ("channel_id") WHERE "products"."active";