CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"decline_message" text,
	"card_last4" text NOT NULL,
	"transfer_group" text NOT NULL,
	"description" text NOT NULL,
	"customer_email" "citext",
	"amount_refunded_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_charges_amount_check" CHECK ("sandbox_charges"."amount_cents" > 0),
	CONSTRAINT "sandbox_charges_status_check" CHECK ("sandbox_charges"."status" in ('succeeded', 'declined')),
	CONSTRAINT "sandbox_charges_refunded_check" CHECK ("sandbox_charges"."amount_refunded_cents" >= 0 and "sandbox_charges"."amount_refunded_cents" <= "sandbox_charges"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "sandbox_faults" (
	"operation" text PRIMARY KEY NOT NULL,
	"remaining" integer NOT NULL,
	CONSTRAINT "sandbox_faults_remaining_check" CHECK ("sandbox_faults"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_refunds_amount_check" CHECK ("sandbox_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"destination_account_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"transfer_group" text NOT NULL,
	"source_transaction" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transfers_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_transfers_amount_check" CHECK ("sandbox_transfers"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "state_as_of" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_charge_id_sandbox_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sandbox_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_transfers" ADD CONSTRAINT "sandbox_transfers_destination_account_id_sandbox_connect_accounts_id_fk" FOREIGN KEY ("destination_account_id") REFERENCES "public"."sandbox_connect_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_transfers" ADD CONSTRAINT "sandbox_transfers_source_transaction_sandbox_charges_id_fk" FOREIGN KEY ("source_transaction") REFERENCES "public"."sandbox_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_refunds_charge_id_idx" ON "sandbox_refunds" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "sandbox_transfers_destination_idx" ON "sandbox_transfers" USING btree ("destination_account_id");--> statement-breakpoint
CREATE INDEX "sandbox_transfers_source_idx" ON "sandbox_transfers" USING btree ("source_transaction");