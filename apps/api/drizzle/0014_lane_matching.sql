CREATE TABLE "load_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trucker_id" uuid NOT NULL,
	"load_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"reasons" jsonb NOT NULL,
	"silent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"email_status" text DEFAULT 'none' NOT NULL,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "load_alerts_score_check" CHECK ("load_alerts"."score" between 0 and 100),
	CONSTRAINT "load_alerts_email_status_check" CHECK ("load_alerts"."email_status" in ('none', 'pending', 'sent', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "match_feedback" (
	"trucker_id" uuid NOT NULL,
	"load_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"first_impression_at" timestamp with time zone,
	"opens" integer DEFAULT 0 NOT NULL,
	"first_opened_at" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	"booked_at" timestamp with time zone,
	"booked_score" smallint,
	"booked_rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_feedback_trucker_id_load_id_pk" PRIMARY KEY("trucker_id","load_id"),
	CONSTRAINT "match_feedback_score_check" CHECK ("match_feedback"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "trucker_lanes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trucker_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"origin_kind" text NOT NULL,
	"origin_city" text,
	"origin_state" text,
	"origin_zip" text,
	"origin_lat" double precision,
	"origin_lng" double precision,
	"destination_kind" text NOT NULL,
	"destination_city" text,
	"destination_state" text,
	"destination_zip" text,
	"destination_lat" double precision,
	"destination_lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trucker_lanes_origin_check" CHECK (("trucker_lanes"."origin_kind" = 'anywhere' and "trucker_lanes"."origin_state" is null and "trucker_lanes"."origin_lat" is null)
        or ("trucker_lanes"."origin_kind" = 'state' and "trucker_lanes"."origin_state" is not null and "trucker_lanes"."origin_lat" is null)
        or ("trucker_lanes"."origin_kind" = 'place' and "trucker_lanes"."origin_state" is not null and "trucker_lanes"."origin_lat" is not null and "trucker_lanes"."origin_lng" is not null)),
	CONSTRAINT "trucker_lanes_destination_check" CHECK (("trucker_lanes"."destination_kind" = 'anywhere' and "trucker_lanes"."destination_state" is null and "trucker_lanes"."destination_lat" is null)
        or ("trucker_lanes"."destination_kind" = 'state' and "trucker_lanes"."destination_state" is not null and "trucker_lanes"."destination_lat" is null)
        or ("trucker_lanes"."destination_kind" = 'place' and "trucker_lanes"."destination_state" is not null and "trucker_lanes"."destination_lat" is not null and "trucker_lanes"."destination_lng" is not null))
);
--> statement-breakpoint
ALTER TABLE "truckers" ADD COLUMN "truck_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "truckers" ADD COLUMN "time_zone" text DEFAULT 'America/Chicago' NOT NULL;--> statement-breakpoint
ALTER TABLE "truckers" ADD COLUMN "current_city" text;--> statement-breakpoint
ALTER TABLE "truckers" ADD COLUMN "current_state" text;--> statement-breakpoint
ALTER TABLE "truckers" ADD COLUMN "current_zip" text;--> statement-breakpoint
ALTER TABLE "truckers" ADD COLUMN "current_lat" double precision;--> statement-breakpoint
ALTER TABLE "truckers" ADD COLUMN "current_lng" double precision;--> statement-breakpoint
ALTER TABLE "truckers" ADD COLUMN "current_available_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "truckers" ADD COLUMN "available_days" smallint[] DEFAULT '{0,1,2,3,4,5,6}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "truckers" ADD COLUMN "available_start_minute" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "truckers" ADD COLUMN "available_end_minute" smallint DEFAULT 1440 NOT NULL;--> statement-breakpoint
ALTER TABLE "truckers" ADD COLUMN "alert_threshold" smallint DEFAULT 70 NOT NULL;--> statement-breakpoint
ALTER TABLE "truckers" ADD COLUMN "alerts_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "truckers" ADD COLUMN "quiet_start_minute" smallint;--> statement-breakpoint
ALTER TABLE "truckers" ADD COLUMN "quiet_end_minute" smallint;--> statement-breakpoint
ALTER TABLE "truckers" ADD COLUMN "alert_email" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "load_alerts" ADD CONSTRAINT "load_alerts_trucker_id_truckers_user_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_alerts" ADD CONSTRAINT "load_alerts_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_feedback" ADD CONSTRAINT "match_feedback_trucker_id_truckers_user_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_feedback" ADD CONSTRAINT "match_feedback_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucker_lanes" ADD CONSTRAINT "trucker_lanes_trucker_id_truckers_user_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "load_alerts_trucker_load_key" ON "load_alerts" USING btree ("trucker_id","load_id");--> statement-breakpoint
CREATE INDEX "load_alerts_inbox_idx" ON "load_alerts" USING btree ("trucker_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "load_alerts_unread_idx" ON "load_alerts" USING btree ("trucker_id") WHERE "load_alerts"."read_at" is null;--> statement-breakpoint
CREATE INDEX "load_alerts_batch_idx" ON "load_alerts" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "load_alerts_load_idx" ON "load_alerts" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "load_alerts_email_pending_idx" ON "load_alerts" USING btree ("trucker_id","created_at") WHERE "load_alerts"."email_status" = 'pending';--> statement-breakpoint
CREATE INDEX "match_feedback_booked_idx" ON "match_feedback" USING btree ("booked_at") WHERE "match_feedback"."booked_at" is not null;--> statement-breakpoint
CREATE INDEX "match_feedback_load_idx" ON "match_feedback" USING btree ("load_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trucker_lanes_position_key" ON "trucker_lanes" USING btree ("trucker_id","position");--> statement-breakpoint
ALTER TABLE "truckers" ADD CONSTRAINT "truckers_current_location_check" CHECK (("truckers"."current_lat" is null) = ("truckers"."current_lng" is null) and ("truckers"."current_lat" is null) = ("truckers"."current_available_from" is null));--> statement-breakpoint
ALTER TABLE "truckers" ADD CONSTRAINT "truckers_available_window_check" CHECK ("truckers"."available_start_minute" >= 0 and "truckers"."available_end_minute" <= 1440 and "truckers"."available_end_minute" > "truckers"."available_start_minute");--> statement-breakpoint
ALTER TABLE "truckers" ADD CONSTRAINT "truckers_alert_threshold_check" CHECK ("truckers"."alert_threshold" between 1 and 100);--> statement-breakpoint
ALTER TABLE "truckers" ADD CONSTRAINT "truckers_quiet_hours_check" CHECK (("truckers"."quiet_start_minute" is null) = ("truckers"."quiet_end_minute" is null) and coalesce("truckers"."quiet_start_minute" between 0 and 1439 and "truckers"."quiet_end_minute" between 0 and 1439, true));--> statement-breakpoint
ALTER TABLE "truckers" ADD CONSTRAINT "truckers_alert_email_check" CHECK ("truckers"."alert_email" in ('off', 'instant', 'digest'));
--> statement-breakpoint
-- Existing truckers: truck_types from the one truck_type; time zone from the home base state.
UPDATE "truckers" SET "truck_types" = ARRAY["truck_type"] WHERE "truck_type" IS NOT NULL;--> statement-breakpoint
UPDATE "truckers" t SET "time_zone" = z.zone FROM (VALUES ('AL', 'America/Chicago'), ('AK', 'America/Anchorage'), ('AZ', 'America/Phoenix'), ('AR', 'America/Chicago'), ('CA', 'America/Los_Angeles'), ('CO', 'America/Denver'), ('CT', 'America/New_York'), ('DE', 'America/New_York'), ('FL', 'America/New_York'), ('GA', 'America/New_York'), ('HI', 'Pacific/Honolulu'), ('ID', 'America/Boise'), ('IL', 'America/Chicago'), ('IN', 'America/Indiana/Indianapolis'), ('IA', 'America/Chicago'), ('KS', 'America/Chicago'), ('KY', 'America/New_York'), ('LA', 'America/Chicago'), ('ME', 'America/New_York'), ('MD', 'America/New_York'), ('MA', 'America/New_York'), ('MI', 'America/Detroit'), ('MN', 'America/Chicago'), ('MS', 'America/Chicago'), ('MO', 'America/Chicago'), ('MT', 'America/Denver'), ('NE', 'America/Chicago'), ('NV', 'America/Los_Angeles'), ('NH', 'America/New_York'), ('NJ', 'America/New_York'), ('NM', 'America/Denver'), ('NY', 'America/New_York'), ('NC', 'America/New_York'), ('ND', 'America/Chicago'), ('OH', 'America/New_York'), ('OK', 'America/Chicago'), ('OR', 'America/Los_Angeles'), ('PA', 'America/New_York'), ('RI', 'America/New_York'), ('SC', 'America/New_York'), ('SD', 'America/Chicago'), ('TN', 'America/Chicago'), ('TX', 'America/Chicago'), ('UT', 'America/Denver'), ('VT', 'America/New_York'), ('VA', 'America/New_York'), ('WA', 'America/Los_Angeles'), ('WV', 'America/New_York'), ('WI', 'America/Chicago'), ('WY', 'America/Denver')) AS z(state, zone) WHERE z.state = t."home_base_state";
