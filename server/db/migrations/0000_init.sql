CREATE TABLE "channel_origins" (
	"channel_id" text NOT NULL,
	"origin" text NOT NULL,
	CONSTRAINT "channel_origins_channel_id_origin_pk" PRIMARY KEY("channel_id","origin")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"topic" text NOT NULL,
	"description" text NOT NULL,
	"key_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"channel_id" text,
	"click_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"match_kind" text NOT NULL,
	"score" real NOT NULL,
	"segment_key" text NOT NULL,
	"source" text NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"brand" text,
	"model" text,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"vendor" text NOT NULL,
	"link" text NOT NULL,
	"image_path" text,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"topics" text[] NOT NULL,
	"page_key" text,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(category, '') || ' ' || coalesce(description, ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"user_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"vote_type" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "channel_origins" ADD CONSTRAINT "channel_origins_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clicks" ADD CONSTRAINT "clicks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clicks" ADD CONSTRAINT "clicks_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_matches" ADD CONSTRAINT "live_matches_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_matches" ADD CONSTRAINT "live_matches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clicks_product_idx" ON "clicks" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "clicks_channel_idx" ON "clicks" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "live_matches_channel_time_idx" ON "live_matches" USING btree ("channel_id","matched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "live_matches_segment_product_idx" ON "live_matches" USING btree ("channel_id","segment_key","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_key_idx" ON "products" USING btree ("key");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree (lower("brand"));--> statement-breakpoint
CREATE INDEX "products_model_idx" ON "products" USING btree (lower("model"));--> statement-breakpoint
CREATE INDEX "products_title_idx" ON "products" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "votes_product_idx" ON "votes" USING btree ("product_id");