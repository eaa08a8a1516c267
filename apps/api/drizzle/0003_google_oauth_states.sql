CREATE TABLE "oauth_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"state_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_to" text NOT NULL,
	"code_challenge" text,
	"code_challenge_method" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_states_state_hash_key" UNIQUE("state_hash"),
	CONSTRAINT "oauth_states_provider_check" CHECK ("oauth_states"."provider" in ('google')),
	CONSTRAINT "oauth_states_challenge_check" CHECK (("oauth_states"."code_challenge" is null) = ("oauth_states"."code_challenge_method" is null) and ("oauth_states"."code_challenge_method" is null or "oauth_states"."code_challenge_method" in ('s256', 'plain')))
);
--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "role" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "oauth_states_expires_idx" ON "oauth_states" USING btree ("expires_at");