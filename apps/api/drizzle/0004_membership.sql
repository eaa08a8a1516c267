CREATE TABLE "broker_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" "citext" NOT NULL,
	"phone" text,
	"company_name" text NOT NULL,
	"mc_number" text NOT NULL,
	"dot_number" text,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"experience" text,
	"source" text NOT NULL,
	"invitation_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"verification_verdict" text DEFAULT 'pending' NOT NULL,
	"verification_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"verification_evidence" jsonb,
	"verification_note" text,
	"verification_checked_at" timestamp with time zone,
	"verification_attempts" integer DEFAULT 0 NOT NULL,
	"decision_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broker_applications_status_check" CHECK ("broker_applications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "broker_applications_source_check" CHECK ("broker_applications"."source" in ('apply', 'onboarding')),
	CONSTRAINT "broker_applications_verdict_check" CHECK ("broker_applications"."verification_verdict" in ('pending', 'verified', 'mismatch', 'not_found', 'unavailable', 'skipped')),
	CONSTRAINT "broker_applications_decision_check" CHECK (("broker_applications"."status" = 'pending') = ("broker_applications"."reviewed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "brokers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"mc_number" text NOT NULL,
	"dot_number" text,
	"phone" text,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brokers_status_check" CHECK ("brokers"."status" in ('pending', 'verified', 'rejected')),
	CONSTRAINT "brokers_mc_digits_check" CHECK ("brokers"."mc_number" ~ '^[0-9]{1,8}$'),
	CONSTRAINT "brokers_dot_digits_check" CHECK ("brokers"."dot_number" is null or "brokers"."dot_number" ~ '^[0-9]{1,8}$')
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" "citext" NOT NULL,
	"note" text,
	"code_hash" text NOT NULL,
	"invited_by" uuid NOT NULL,
	"broker_id" uuid,
	"invite_request_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_kind_check" CHECK ("invitations"."kind" in ('trucker', 'broker')),
	CONSTRAINT "invitations_broker_kind_check" CHECK ("invitations"."broker_id" is null or "invitations"."kind" = 'trucker'),
	CONSTRAINT "invitations_single_use_check" CHECK (not ("invitations"."accepted_at" is not null and "invitations"."revoked_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "truckers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"broker_id" uuid,
	"invitation_id" uuid,
	"company_name" text,
	"dot_number" text,
	"mc_number" text,
	"truck_type" text,
	"equipment_details" text,
	"home_base_city" text,
	"home_base_state" text,
	"home_base_lat" double precision,
	"home_base_lng" double precision,
	"max_radius" integer DEFAULT 400 NOT NULL,
	"min_rate_per_mile_cents" integer,
	"preferred_lanes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "truckers_max_radius_check" CHECK ("truckers"."max_radius" between 50 and 3000),
	CONSTRAINT "truckers_min_rate_check" CHECK ("truckers"."min_rate_per_mile_cents" is null or "truckers"."min_rate_per_mile_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"email" "citext" NOT NULL,
	"business_name" text NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_account_id_key" UNIQUE("account_id"),
	CONSTRAINT "payment_accounts_provider_check" CHECK ("payment_accounts"."provider" in ('sandbox', 'stripe')),
	CONSTRAINT "payment_accounts_country_check" CHECK ("payment_accounts"."country" = 'US')
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_connect_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" "citext" NOT NULL,
	"business_name" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"link_token_hash" text,
	"link_expires_at" timestamp with time zone,
	"legal_name" text,
	"bank_last4" text,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "invite_requests" ADD COLUMN "invitation_id" uuid;--> statement-breakpoint
ALTER TABLE "invite_requests" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "invite_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "broker_applications" ADD CONSTRAINT "broker_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_applications" ADD CONSTRAINT "broker_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brokers" ADD CONSTRAINT "brokers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brokers" ADD CONSTRAINT "brokers_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_broker_id_brokers_user_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truckers" ADD CONSTRAINT "truckers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truckers" ADD CONSTRAINT "truckers_broker_id_brokers_user_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broker_applications_mc_live_key" ON "broker_applications" USING btree ("mc_number") WHERE "broker_applications"."status" <> 'rejected';--> statement-breakpoint
CREATE UNIQUE INDEX "broker_applications_email_live_key" ON "broker_applications" USING btree ("email") WHERE "broker_applications"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "broker_applications_status_idx" ON "broker_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "broker_applications_user_idx" ON "broker_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brokers_mc_live_key" ON "brokers" USING btree ("mc_number") WHERE "brokers"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "brokers_status_idx" ON "brokers" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_code_hash_key" ON "invitations" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "invitations_inviter_idx" ON "invitations" USING btree ("invited_by","created_at");--> statement-breakpoint
CREATE INDEX "invitations_broker_idx" ON "invitations" USING btree ("broker_id","created_at");--> statement-breakpoint
CREATE INDEX "truckers_broker_idx" ON "truckers" USING btree ("broker_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."status" = 'queued';