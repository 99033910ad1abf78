CREATE TABLE "conversion_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"product_id" integer NOT NULL,
	"segment_key" text NOT NULL,
	"currency" text NOT NULL,
	"orders" integer NOT NULL,
	"refunds" integer NOT NULL,
	"revenue" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversion_hours" (
	"channel_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"product_id" integer NOT NULL,
	"segment_key" text NOT NULL,
	"currency" text NOT NULL,
	"orders" bigint NOT NULL,
	"refunds" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "conversion_hours_channel_id_hour_product_id_segment_key_currency_pk" PRIMARY KEY("channel_id","hour","product_id","segment_key","currency")
);
--> statement-breakpoint
CREATE TABLE "conversions" (
	"id" text PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"click_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"segment_key" text NOT NULL,
	"currency" text NOT NULL,
	"value_minor" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversions_kind" CHECK ("conversions"."kind" in ('sale', 'refund'))
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "conversion_secret" text;--> statement-breakpoint
ALTER TABLE "conversion_events" ADD CONSTRAINT "conversion_events_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_hours" ADD CONSTRAINT "conversion_hours_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversion_events_channel_time_idx" ON "conversion_events" USING btree ("channel_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_order_kind_idx" ON "conversions" USING btree ("channel_id","order_id","kind");