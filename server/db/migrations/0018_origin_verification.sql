ALTER TABLE "channel_origins" ADD COLUMN "token" text DEFAULT 'stv-' || replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_origins" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_origins" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "channel_origins" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_origins" ADD COLUMN "check_failure" text;--> statement-breakpoint
ALTER TABLE "channel_origins" ADD COLUMN "check_message" text;--> statement-breakpoint
ALTER TABLE "channel_origins" ADD CONSTRAINT "channel_origins_verified" CHECK (("channel_origins"."verified_at" is null) = ("channel_origins"."verified_by" is null));--> statement-breakpoint
-- Rows from before verification: the seed's own (the demo channels' origins, on record in
-- seeded_origins) are verified by the configuration that gave them; every other origin was
-- registered by an owner who proved nothing, so it stays unverified until its token is found.
UPDATE "channel_origins" SET "verified_at" = now(), "verified_by" = 'configuration'
FROM "seeded_origins"
WHERE "seeded_origins"."channel_id" = "channel_origins"."channel_id"
  AND "seeded_origins"."origin" = "channel_origins"."origin";
