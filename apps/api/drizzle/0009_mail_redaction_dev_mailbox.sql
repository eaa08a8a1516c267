CREATE TABLE "dev_mailbox_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dev_mailbox_messages" ADD CONSTRAINT "dev_mailbox_messages_id_mail_outbox_id_fk" FOREIGN KEY ("id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Messages the development outbox delivered before: their queue row was the inbox; keep that copy.
INSERT INTO "dev_mailbox_messages" ("id", "text_body", "html_body", "delivered_at")
  SELECT "id", "text_body", "html_body", coalesce("sent_at", "created_at") FROM "mail_outbox"
  WHERE "status" = 'sent' AND "transport" = 'outbox';--> statement-breakpoint
-- No sent or given-up message keeps its body (one-time links and codes) in the queue.
UPDATE "mail_outbox"
  SET "text_body" = '[Body removed once the message was sent or given up on: it may have carried one-time links or codes.]',
    "html_body" = NULL, "redacted_at" = now()
  WHERE "status" IN ('sent', 'failed');
