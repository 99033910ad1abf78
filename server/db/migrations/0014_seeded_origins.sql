CREATE TABLE "seeded_origins" (
	"channel_id" text NOT NULL,
	"origin" text NOT NULL,
	CONSTRAINT "seeded_origins_channel_id_origin_pk" PRIMARY KEY("channel_id","origin")
);
--> statement-breakpoint
ALTER TABLE "seeded_origins" ADD CONSTRAINT "seeded_origins_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;