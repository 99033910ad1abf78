CREATE TABLE "aired_segments" (
	"channel_id" text NOT NULL,
	"segment_key" text NOT NULL,
	"title" text,
	"caption" text NOT NULL,
	"entities" text[] NOT NULL,
	"source" text NOT NULL,
	"aired_at" timestamp with time zone NOT NULL,
	CONSTRAINT "aired_segments_channel_id_segment_key_pk" PRIMARY KEY("channel_id","segment_key")
);
--> statement-breakpoint
CREATE TABLE "channel_blocks" (
	"channel_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"blocked_by" text NOT NULL,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_blocks_channel_id_kind_value_pk" PRIMARY KEY("channel_id","kind","value"),
	CONSTRAINT "channel_blocks_kind" CHECK ("channel_blocks"."kind" in ('product', 'vendor'))
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "approval" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_matches" ADD COLUMN "reason" jsonb;--> statement-breakpoint
ALTER TABLE "live_matches" ADD COLUMN "status" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "aired_segments" ADD CONSTRAINT "aired_segments_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_blocks" ADD CONSTRAINT "channel_blocks_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aired_segments_channel_time_idx" ON "aired_segments" USING btree ("channel_id","aired_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_matches_pending_idx" ON "live_matches" USING btree ("channel_id","matched_at" DESC NULLS LAST) WHERE "live_matches"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "live_matches" ADD CONSTRAINT "live_matches_status" CHECK ("live_matches"."status" in ('live', 'pending', 'rejected'));--> statement-breakpoint
ALTER TABLE "live_matches" ADD CONSTRAINT "live_matches_source" CHECK ("live_matches"."source" in ('program', 'broadcaster', 'pin'));