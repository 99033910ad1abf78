CREATE TABLE "insight_beacon_minutes" (
	"channel_id" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"beacons" integer NOT NULL,
	CONSTRAINT "insight_beacon_minutes_channel_id_minute_pk" PRIMARY KEY("channel_id","minute")
);
--> statement-breakpoint
ALTER TABLE "insight_beacon_minutes" ADD CONSTRAINT "insight_beacon_minutes_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_beacon_minutes_minute_idx" ON "insight_beacon_minutes" USING btree ("minute");