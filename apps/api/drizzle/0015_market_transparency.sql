CREATE TABLE "broker_fairness" (
	"broker_id" uuid PRIMARY KEY NOT NULL,
	"compared_loads" integer NOT NULL,
	"average_diff_bp" integer,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lane_rate_samples" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"load_id" uuid NOT NULL,
	"origin_market" text NOT NULL,
	"destination_market" text NOT NULL,
	"equipment" text NOT NULL,
	"broker_id" uuid NOT NULL,
	"rate_per_mile_cents" integer NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lane_rate_samples_market_check" CHECK ("lane_rate_samples"."origin_market" ~ '^[0-9]{3}$' and "lane_rate_samples"."destination_market" ~ '^[0-9]{3}$'),
	CONSTRAINT "lane_rate_samples_equipment_check" CHECK ("lane_rate_samples"."equipment" in ('Hotshot', 'Power Only', 'Flatbed', 'Dry Van', 'Step Deck', 'RGN', 'Reefer')),
	CONSTRAINT "lane_rate_samples_rate_check" CHECK ("lane_rate_samples"."rate_per_mile_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "lane_rates" (
	"origin_market" text NOT NULL,
	"destination_market" text NOT NULL,
	"equipment" text NOT NULL,
	"window_days" smallint NOT NULL,
	"bookings" integer NOT NULL,
	"brokers" integer NOT NULL,
	"average_cents" integer,
	"median_cents" integer,
	"p25_cents" integer,
	"p75_cents" integer,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lane_rates_origin_market_destination_market_equipment_window_days_pk" PRIMARY KEY("origin_market","destination_market","equipment","window_days"),
	CONSTRAINT "lane_rates_window_check" CHECK ("lane_rates"."window_days" in (7, 30, 90))
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"rater_id" uuid NOT NULL,
	"ratee_id" uuid NOT NULL,
	"rater_role" text NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_stars_check" CHECK ("ratings"."stars" between 1 and 5),
	CONSTRAINT "ratings_role_check" CHECK ("ratings"."rater_role" in ('trucker', 'broker')),
	CONSTRAINT "ratings_not_self_check" CHECK ("ratings"."rater_id" <> "ratings"."ratee_id")
);
--> statement-breakpoint
CREATE TABLE "speed_score_weeks" (
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"score" smallint,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "speed_score_weeks_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "speed_scores" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"score" smallint,
	"bookings" integer NOT NULL,
	"components" jsonb NOT NULL,
	"position" integer,
	"scored_count" integer,
	"top_percent" smallint,
	"early_access" boolean DEFAULT false NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "speed_scores_score_check" CHECK ("speed_scores"."score" is null or "speed_scores"."score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "pickup_market" text GENERATED ALWAYS AS (left(pickup_zip, 3)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "delivery_market" text GENERATED ALWAYS AS (left(delivery_zip, 3)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "broker_fairness" ADD CONSTRAINT "broker_fairness_broker_id_brokers_user_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_rate_samples" ADD CONSTRAINT "lane_rate_samples_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_rate_samples" ADD CONSTRAINT "lane_rate_samples_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_rate_samples" ADD CONSTRAINT "lane_rate_samples_broker_id_brokers_user_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_ratee_id_users_id_fk" FOREIGN KEY ("ratee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speed_score_weeks" ADD CONSTRAINT "speed_score_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speed_scores" ADD CONSTRAINT "speed_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lane_rate_samples_lane_idx" ON "lane_rate_samples" USING btree ("origin_market","destination_market","equipment","booked_at");--> statement-breakpoint
CREATE INDEX "lane_rate_samples_booked_idx" ON "lane_rate_samples" USING btree ("booked_at");--> statement-breakpoint
CREATE INDEX "lane_rates_computed_idx" ON "lane_rates" USING btree ("computed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_booking_rater_key" ON "ratings" USING btree ("booking_id","rater_id");--> statement-breakpoint
CREATE INDEX "ratings_ratee_idx" ON "ratings" USING btree ("ratee_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "speed_scores_rank_idx" ON "speed_scores" USING btree ("role","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "speed_scores_early_idx" ON "speed_scores" USING btree ("user_id") WHERE "speed_scores"."early_access";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Lane rates start from every booking made so far.
INSERT INTO "lane_rate_samples" ("booking_id", "load_id", "origin_market", "destination_market", "equipment", "broker_id", "rate_per_mile_cents", "booked_at")
SELECT b."id", l."id", l."pickup_market", l."delivery_market", l."equipment", b."broker_id", round(b."rate_cents"::numeric / b."miles")::integer, b."booked_at"
FROM "bookings" b JOIN "loads" l ON l."id" = b."load_id"
WHERE b."miles" > 0 AND round(b."rate_cents"::numeric / b."miles") >= 1
  AND l."pickup_market" ~ '^[0-9]{3}$' AND l."delivery_market" ~ '^[0-9]{3}$'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Who cancelled the bookings cancelled so far: their contract knows.
UPDATE "bookings" b SET "cancelled_by" = c."cancelled_by"
FROM "contracts" c
WHERE c."booking_id" = b."id" AND b."cancelled_at" IS NOT NULL AND c."cancelled_by" IS NOT NULL;
