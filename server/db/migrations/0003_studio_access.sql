CREATE TABLE "channel_members" (
	"channel_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_members_channel_id_email_pk" PRIMARY KEY("channel_id","email"),
	CONSTRAINT "channel_members_email_lower" CHECK ("channel_members"."email" = lower("channel_members"."email")),
	CONSTRAINT "channel_members_role" CHECK ("channel_members"."role" in ('owner', 'editor'))
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "default_view" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "default_theme" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_members" ADD CONSTRAINT "channel_members_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_members_email_idx" ON "channel_members" USING btree ("email");