CREATE TABLE "contract_disputes" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"opened_by" uuid NOT NULL,
	"reason" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"trucker_cents" bigint,
	"broker_cents" bigint,
	"platform_cents" bigint,
	"note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "contract_disputes_resolution_check" CHECK ("contract_disputes"."resolution" is null or "contract_disputes"."resolution" in ('release', 'refund', 'split')),
	CONSTRAINT "contract_disputes_resolved_check" CHECK (("contract_disputes"."resolution" is null) = ("contract_disputes"."resolved_at" is null))
);
--> statement-breakpoint
CREATE TABLE "contract_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"broker_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"charge_id" text,
	"card_last4" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "contract_payments_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "contract_payments_attempt_key" UNIQUE("contract_id","attempt"),
	CONSTRAINT "contract_payments_status_check" CHECK ("contract_payments"."status" in ('processing', 'succeeded', 'declined', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "contract_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"ledger_transfer_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "contract_refunds_ledger_transfer_key" UNIQUE("ledger_transfer_id"),
	CONSTRAINT "contract_refunds_status_check" CHECK ("contract_refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "contract_refunds_amount_check" CHECK ("contract_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"member" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"hold_transfer_id" uuid,
	"provider_transfer_id" text,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_contract_member_key" UNIQUE("contract_id","member"),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('due', 'pending', 'paid', 'failed')),
	CONSTRAINT "payouts_member_check" CHECK ("payouts"."member" in ('broker', 'trucker')),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" > 0),
	CONSTRAINT "payouts_paid_check" CHECK (("payouts"."status" = 'paid') = ("payouts"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "tonu_fee_cents" bigint DEFAULT 15000 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "funded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_disputes" ADD CONSTRAINT "contract_disputes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_disputes" ADD CONSTRAINT "contract_disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_disputes" ADD CONSTRAINT "contract_disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_payments" ADD CONSTRAINT "contract_payments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_payments" ADD CONSTRAINT "contract_payments_broker_id_users_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_refunds" ADD CONSTRAINT "contract_refunds_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_refunds" ADD CONSTRAINT "contract_refunds_payment_id_contract_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."contract_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_disputes_open_idx" ON "contract_disputes" USING btree ("opened_at") WHERE "contract_disputes"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_payments_one_live_key" ON "contract_payments" USING btree ("contract_id") WHERE "contract_payments"."status" in ('processing', 'succeeded');--> statement-breakpoint
CREATE INDEX "contract_payments_broker_idx" ON "contract_payments" USING btree ("broker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("status","created_at") WHERE "payouts"."status" <> 'paid';--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_tonu_check" CHECK ("contracts"."tonu_fee_cents" >= 0);