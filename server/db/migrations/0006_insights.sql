CREATE TABLE "insight_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"metric" text NOT NULL,
	"product_id" integer DEFAULT 0 NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "insight_events_metric" CHECK (metric in ('loads', 'impressions', 'clicks', 'votes', 'qrVisits', 'signIns', 'checkIns')),
	CONSTRAINT "insight_events_n" CHECK ("insight_events"."n" > 0)
);
--> statement-breakpoint
CREATE TABLE "insight_hours" (
	"channel_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"metric" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "insight_hours_channel_id_hour_metric_pk" PRIMARY KEY("channel_id","hour","metric")
);
--> statement-breakpoint
CREATE TABLE "insight_product_days" (
	"channel_id" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"product_id" integer NOT NULL,
	"metric" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "insight_product_days_channel_id_day_product_id_metric_pk" PRIMARY KEY("channel_id","day","product_id","metric")
);
--> statement-breakpoint
CREATE TABLE "insight_product_hours" (
	"channel_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"product_id" integer NOT NULL,
	"metric" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "insight_product_hours_channel_id_hour_product_id_metric_pk" PRIMARY KEY("channel_id","hour","product_id","metric")
);
--> statement-breakpoint
ALTER TABLE "insight_events" ADD CONSTRAINT "insight_events_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_hours" ADD CONSTRAINT "insight_hours_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_product_days" ADD CONSTRAINT "insight_product_days_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_product_hours" ADD CONSTRAINT "insight_product_hours_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_events_channel_time_idx" ON "insight_events" USING btree ("channel_id","at");