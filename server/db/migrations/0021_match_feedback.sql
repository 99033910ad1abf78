CREATE TABLE "feedback_captions" (
	"channel_id" text NOT NULL,
	"segment_key" text NOT NULL,
	"words" text[] NOT NULL,
	"model" text,
	"vector" "bytea",
	CONSTRAINT "feedback_captions_channel_id_segment_key_pk" PRIMARY KEY("channel_id","segment_key")
);
--> statement-breakpoint
CREATE TABLE "match_feedback" (
	"channel_id" text NOT NULL,
	"segment_key" text NOT NULL,
	"product_id" integer NOT NULL,
	"signal" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_feedback_channel_id_segment_key_product_id_signal_pk" PRIMARY KEY("channel_id","segment_key","product_id","signal"),
	CONSTRAINT "match_feedback_signal" CHECK ("match_feedback"."signal" in ('pin', 'approve', 'reject', 'block', 'click', 'save', 'not-for-me'))
);
--> statement-breakpoint
ALTER TABLE "feedback_captions" ADD CONSTRAINT "feedback_captions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_feedback" ADD CONSTRAINT "match_feedback_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_feedback" ADD CONSTRAINT "match_feedback_channel_id_segment_key_feedback_captions_channel_id_segment_key_fk" FOREIGN KEY ("channel_id","segment_key") REFERENCES "public"."feedback_captions"("channel_id","segment_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_feedback_channel_time_idx" ON "match_feedback" USING btree ("channel_id","last_at" DESC NULLS LAST);