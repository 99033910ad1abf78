CREATE TABLE "channel_streams" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"detail" text,
	"holder" text,
	"lease_expires_at" timestamp with time zone DEFAULT 'epoch' NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"last_cue_text" text,
	"last_cue_at" timestamp with time zone,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_streams_state" CHECK ("channel_streams"."state" in ('waiting', 'following', 'stalled', 'ended', 'failed')),
	CONSTRAINT "channel_streams_url" CHECK ("channel_streams"."url" ~* '^https?://')
);
--> statement-breakpoint
ALTER TABLE "live_matches" DROP CONSTRAINT "live_matches_source";--> statement-breakpoint
ALTER TABLE "channel_streams" ADD CONSTRAINT "channel_streams_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_streams_lease_idx" ON "channel_streams" USING btree ("lease_expires_at");--> statement-breakpoint
ALTER TABLE "aired_segments" ADD CONSTRAINT "aired_segments_source" CHECK ("aired_segments"."source" in ('program', 'broadcaster', 'pin', 'stream'));--> statement-breakpoint
ALTER TABLE "live_matches" ADD CONSTRAINT "live_matches_source" CHECK ("live_matches"."source" in ('program', 'broadcaster', 'pin', 'stream'));