CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid,
	"contract_id" uuid,
	"debits_must_not_exceed_credits" boolean DEFAULT false NOT NULL,
	"credits_must_not_exceed_debits" boolean DEFAULT false NOT NULL,
	"debits_pending" bigint DEFAULT 0 NOT NULL,
	"debits_posted" bigint DEFAULT 0 NOT NULL,
	"credits_pending" bigint DEFAULT 0 NOT NULL,
	"credits_posted" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_natural_key" UNIQUE NULLS NOT DISTINCT("code","user_id","contract_id"),
	CONSTRAINT "ledger_accounts_code_check" CHECK ("ledger_accounts"."code" in ('funding', 'broker_wallet', 'escrow', 'payable', 'platform_revenue', 'payouts')),
	CONSTRAINT "ledger_accounts_totals_check" CHECK ("ledger_accounts"."debits_pending" >= 0 and "ledger_accounts"."debits_posted" >= 0 and "ledger_accounts"."credits_pending" >= 0 and "ledger_accounts"."credits_posted" >= 0),
	CONSTRAINT "ledger_accounts_flags_check" CHECK (not ("ledger_accounts"."debits_must_not_exceed_credits" and "ledger_accounts"."credits_must_not_exceed_debits")),
	CONSTRAINT "ledger_accounts_debits_check" CHECK (not "ledger_accounts"."debits_must_not_exceed_credits" or "ledger_accounts"."debits_pending" + "ledger_accounts"."debits_posted" <= "ledger_accounts"."credits_posted"),
	CONSTRAINT "ledger_accounts_credits_check" CHECK (not "ledger_accounts"."credits_must_not_exceed_debits" or "ledger_accounts"."credits_pending" + "ledger_accounts"."credits_posted" <= "ledger_accounts"."debits_posted")
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"flags" text DEFAULT 'none' NOT NULL,
	"pending_id" uuid,
	"code" text NOT NULL,
	"contract_id" uuid,
	"user_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_accounts_check" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id"),
	CONSTRAINT "ledger_transfers_amount_check" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_flags_check" CHECK ("ledger_transfers"."flags" in ('none', 'pending', 'post_pending', 'void_pending')),
	CONSTRAINT "ledger_transfers_code_check" CHECK ("ledger_transfers"."code" in ('fund', 'hold', 'release_trucker', 'release_broker', 'release_platform', 'tonu', 'refund', 'payout')),
	CONSTRAINT "ledger_transfers_pending_id_check" CHECK (("ledger_transfers"."flags" in ('post_pending', 'void_pending')) = ("ledger_transfers"."pending_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_pending_id_ledger_transfers_id_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_user_idx" ON "ledger_accounts" USING btree ("user_id") WHERE "ledger_accounts"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_accounts_contract_idx" ON "ledger_accounts" USING btree ("contract_id") WHERE "ledger_accounts"."contract_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_resolution_key" ON "ledger_transfers" USING btree ("pending_id") WHERE "ledger_transfers"."flags" in ('post_pending', 'void_pending');--> statement-breakpoint
CREATE INDEX "ledger_transfers_contract_idx" ON "ledger_transfers" USING btree ("contract_id","created_at") WHERE "ledger_transfers"."contract_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_id","created_at");--> statement-breakpoint
CREATE FUNCTION "ledger_transfers_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_immutable" BEFORE UPDATE OR DELETE ON "ledger_transfers" FOR EACH ROW EXECUTE FUNCTION "ledger_transfers_immutable"();--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_no_truncate" BEFORE TRUNCATE ON "ledger_transfers" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_transfers_immutable"();
