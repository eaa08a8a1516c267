CREATE TABLE "broker_contract_terms" (
	"broker_id" uuid PRIMARY KEY NOT NULL,
	"terms" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"party" text NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"terms_sha256" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_signatures_party_key" UNIQUE("contract_id","party"),
	CONSTRAINT "contract_signatures_party_check" CHECK ("contract_signatures"."party" in ('broker', 'trucker'))
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"booking_id" uuid,
	"load_id" uuid NOT NULL,
	"future_id" uuid,
	"broker_id" uuid NOT NULL,
	"trucker_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"escrow_status" text DEFAULT 'pending' NOT NULL,
	"total_cents" bigint NOT NULL,
	"trucker_cents" bigint NOT NULL,
	"broker_cents" bigint NOT NULL,
	"platform_cents" bigint NOT NULL,
	"contract_terms" jsonb NOT NULL,
	"terms_frozen_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"executed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_number_unique" UNIQUE("number"),
	CONSTRAINT "contracts_status_check" CHECK ("contracts"."status" in ('pending', 'signed', 'executed', 'cancelled')),
	CONSTRAINT "contracts_escrow_status_check" CHECK ("contracts"."escrow_status" in ('pending', 'held', 'released', 'refunded')),
	CONSTRAINT "contracts_split_check" CHECK ("contracts"."total_cents" > 0 and "contracts"."trucker_cents" >= 0 and "contracts"."broker_cents" >= 0 and "contracts"."platform_cents" >= 0 and "contracts"."trucker_cents" + "contracts"."broker_cents" + "contracts"."platform_cents" = "contracts"."total_cents"),
	CONSTRAINT "contracts_signed_check" CHECK (("contracts"."status" = 'pending' or "contracts"."status" = 'cancelled') or "contracts"."signed_at" is not null),
	CONSTRAINT "contracts_cancelled_check" CHECK (("contracts"."status" = 'cancelled') = ("contracts"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "broker_contract_terms" ADD CONSTRAINT "broker_contract_terms_broker_id_brokers_user_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_broker_id_brokers_user_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_trucker_id_truckers_user_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_booking_key" ON "contracts" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "contracts_broker_idx" ON "contracts" USING btree ("broker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_trucker_idx" ON "contracts" USING btree ("trucker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Backfill: every booking made before contracts existed gets its contract (pending, or cancelled with its
-- booking), with the shared split (broker and platform floored at 10%, the trucker the rest) and the default
-- terms of packages/shared/src/domain/contracts.ts as they were when this migration was written.
INSERT INTO "contracts" ("booking_id", "load_id", "broker_id", "trucker_id", "status", "total_cents",
  "trucker_cents", "broker_cents", "platform_cents", "contract_terms", "cancelled_at", "created_at", "updated_at")
SELECT b."id", b."load_id", b."broker_id", b."trucker_id",
  CASE WHEN b."cancelled_at" IS NULL THEN 'pending' ELSE 'cancelled' END,
  b."rate_cents",
  b."rate_cents" - 2 * (b."rate_cents" * 1000 / 10000),
  b."rate_cents" * 1000 / 10000,
  b."rate_cents" * 1000 / 10000,
  jsonb_build_object(
    'paymentTerms', 'The broker funds escrow when both parties have signed. HaulClub releases the funds when the broker confirms delivery, or by itself 24 hours after the proof of delivery unless the broker disputes it, and pays the trucker 80% within 24 hours.',
    'cancellationPolicy', 'Either party may cancel before pickup. If the broker cancels after the trucker has signed, the trucker is paid a truck-order-not-used (TONU) fee from escrow.',
    'insuranceRequirements', 'The trucker carries at least $750,000 auto liability and $100,000 cargo insurance for the whole haul.'),
  b."cancelled_at", b."booked_at", now()
FROM "bookings" b
ORDER BY b."booked_at";
