CREATE TABLE "futures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"broker_id" uuid NOT NULL,
	"lane_from" text NOT NULL,
	"lane_to" text NOT NULL,
	"from_zip" text NOT NULL,
	"to_zip" text NOT NULL,
	"from_market" text NOT NULL,
	"to_market" text NOT NULL,
	"from_lat" double precision NOT NULL,
	"from_lng" double precision NOT NULL,
	"to_lat" double precision NOT NULL,
	"to_lng" double precision NOT NULL,
	"lane_miles" integer NOT NULL,
	"truck_type" text NOT NULL,
	"rate_per_mile_cents" integer NOT NULL,
	"estimated_miles" integer NOT NULL,
	"total_commitment_cents" bigint GENERATED ALWAYS AS (rate_per_mile_cents::bigint * estimated_miles) STORED NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"ai_confidence_score" real NOT NULL,
	"market_demand" text NOT NULL,
	"forecast_rate_cents" integer,
	"forecast_basis" text NOT NULL,
	"locked_by" uuid,
	"locked_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "futures_number_unique" UNIQUE("number"),
	CONSTRAINT "futures_status_check" CHECK ("futures"."status" in ('open', 'locked', 'withdrawn', 'expired')),
	CONSTRAINT "futures_truck_type_check" CHECK ("futures"."truck_type" in ('dry_van', 'reefer', 'flatbed', 'step_deck')),
	CONSTRAINT "futures_demand_check" CHECK ("futures"."market_demand" in ('high', 'medium', 'low')),
	CONSTRAINT "futures_basis_check" CHECK ("futures"."forecast_basis" in ('lane', 'market', 'national', 'none')),
	CONSTRAINT "futures_rate_check" CHECK ("futures"."rate_per_mile_cents" > 0 and "futures"."estimated_miles" > 0),
	CONSTRAINT "futures_dates_check" CHECK ("futures"."end_date" >= "futures"."start_date"),
	CONSTRAINT "futures_confidence_check" CHECK ("futures"."ai_confidence_score" >= 0 and "futures"."ai_confidence_score" <= 1),
	CONSTRAINT "futures_lane_miles_check" CHECK ("futures"."lane_miles" > 0),
	CONSTRAINT "futures_locked_check" CHECK (("futures"."status" = 'locked') = ("futures"."locked_by" is not null))
);
--> statement-breakpoint
CREATE TABLE "precommitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"broker_id" uuid NOT NULL,
	"lane_from" text NOT NULL,
	"lane_to" text NOT NULL,
	"from_zip" text NOT NULL,
	"to_zip" text NOT NULL,
	"from_market" text NOT NULL,
	"to_market" text NOT NULL,
	"from_lat" double precision NOT NULL,
	"from_lng" double precision NOT NULL,
	"to_lat" double precision NOT NULL,
	"to_lng" double precision NOT NULL,
	"lane_miles" integer NOT NULL,
	"truck_type" text NOT NULL,
	"forecast_rate_cents" integer NOT NULL,
	"miles_estimate" integer NOT NULL,
	"commitment_amount_cents" bigint GENERATED ALWAYS AS (forecast_rate_cents::bigint * miles_estimate) STORED NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"locked_by" uuid,
	"locked_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "precommitments_number_unique" UNIQUE("number"),
	CONSTRAINT "precommitments_status_check" CHECK ("precommitments"."status" in ('open', 'locked', 'withdrawn', 'expired')),
	CONSTRAINT "precommitments_truck_type_check" CHECK ("precommitments"."truck_type" in ('dry_van', 'reefer', 'flatbed', 'step_deck')),
	CONSTRAINT "precommitments_rate_check" CHECK ("precommitments"."forecast_rate_cents" > 0 and "precommitments"."miles_estimate" > 0),
	CONSTRAINT "precommitments_lane_miles_check" CHECK ("precommitments"."lane_miles" > 0),
	CONSTRAINT "precommitments_locked_check" CHECK (("precommitments"."status" = 'locked') = ("precommitments"."locked_by" is not null))
);
--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "load_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "precommitment_id" uuid;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "futures" ADD CONSTRAINT "futures_broker_id_brokers_user_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "futures" ADD CONSTRAINT "futures_locked_by_truckers_user_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."truckers"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precommitments" ADD CONSTRAINT "precommitments_broker_id_brokers_user_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precommitments" ADD CONSTRAINT "precommitments_locked_by_truckers_user_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."truckers"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "futures_open_idx" ON "futures" USING btree ("created_at" DESC NULLS LAST) WHERE "futures"."status" = 'open';--> statement-breakpoint
CREATE INDEX "futures_broker_idx" ON "futures" USING btree ("broker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "futures_trucker_idx" ON "futures" USING btree ("locked_by");--> statement-breakpoint
CREATE INDEX "precommitments_open_idx" ON "precommitments" USING btree ("created_at" DESC NULLS LAST) WHERE "precommitments"."status" = 'open';--> statement-breakpoint
CREATE INDEX "precommitments_expiry_idx" ON "precommitments" USING btree ("expires_at") WHERE "precommitments"."status" = 'open';--> statement-breakpoint
CREATE INDEX "precommitments_broker_idx" ON "precommitments" USING btree ("broker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "precommitments_trucker_idx" ON "precommitments" USING btree ("locked_by");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_future_id_futures_id_fk" FOREIGN KEY ("future_id") REFERENCES "public"."futures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_precommitment_id_precommitments_id_fk" FOREIGN KEY ("precommitment_id") REFERENCES "public"."precommitments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_future_key" ON "contracts" USING btree ("future_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_precommitment_key" ON "contracts" USING btree ("precommitment_id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_source_check" CHECK (num_nonnulls("contracts"."load_id", "contracts"."future_id", "contracts"."precommitment_id") = 1 and ("contracts"."booking_id" is null or "contracts"."load_id" is not null));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_steps_check" CHECK (("contracts"."load_id" is null or ("contracts"."started_at" is null and "contracts"."completed_at" is null)) and ("contracts"."completed_at" is null or "contracts"."started_at" is not null));