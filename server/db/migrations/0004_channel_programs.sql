CREATE TABLE "channel_programs" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"segments" jsonb NOT NULL,
	"cues" jsonb NOT NULL,
	"file_name" text,
	"starts_at" timestamp with time zone NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_programs" ADD CONSTRAINT "channel_programs_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;