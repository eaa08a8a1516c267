ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_type_check";--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_type_check" CHECK ("one_time_tokens"."token_type" in ('confirmation', 'recovery', 'reauthentication'));