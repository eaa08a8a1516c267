CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"load_id" uuid NOT NULL,
	"trucker_id" uuid NOT NULL,
	"broker_id" uuid NOT NULL,
	"rate_cents" bigint NOT NULL,
	"miles" integer NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" uuid,
	"cancelled_at" timestamp with time zone,
	"pod_note" text,
	"pod_photo_id" uuid,
	CONSTRAINT "bookings_rate_check" CHECK ("bookings"."rate_cents" > 0),
	CONSTRAINT "bookings_pickup_order_check" CHECK ("bookings"."picked_up_at" is null or "bookings"."picked_up_at" >= "bookings"."booked_at"),
	CONSTRAINT "bookings_delivery_order_check" CHECK ("bookings"."delivered_at" is null or "bookings"."picked_up_at" is not null),
	CONSTRAINT "bookings_confirm_order_check" CHECK ("bookings"."confirmed_at" is null or "bookings"."delivered_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "loads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"broker_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"pickup_city" text NOT NULL,
	"pickup_state" text NOT NULL,
	"pickup_zip" text NOT NULL,
	"pickup_lat" double precision NOT NULL,
	"pickup_lng" double precision NOT NULL,
	"delivery_city" text NOT NULL,
	"delivery_state" text NOT NULL,
	"delivery_zip" text NOT NULL,
	"delivery_lat" double precision NOT NULL,
	"delivery_lng" double precision NOT NULL,
	"pickup_window_start" timestamp with time zone NOT NULL,
	"pickup_window_end" timestamp with time zone NOT NULL,
	"delivery_window_start" timestamp with time zone NOT NULL,
	"delivery_window_end" timestamp with time zone NOT NULL,
	"equipment" text NOT NULL,
	"weight_lbs" integer NOT NULL,
	"length_ft" integer,
	"commodity" text NOT NULL,
	"notes" text,
	"rate_cents" bigint NOT NULL,
	"miles" integer NOT NULL,
	"estimated_miles" integer NOT NULL,
	"rate_per_mile_cents" integer GENERATED ALWAYS AS (round(rate_cents::numeric / miles)::integer) STORED NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"expiry_hours" smallint NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"expired_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loads_number_unique" UNIQUE("number"),
	CONSTRAINT "loads_status_check" CHECK ("loads"."status" in ('active', 'booked', 'in_transit', 'delivered', 'expired', 'cancelled')),
	CONSTRAINT "loads_equipment_check" CHECK ("loads"."equipment" in ('Hotshot', 'Power Only', 'Flatbed', 'Dry Van', 'Step Deck', 'RGN', 'Reefer')),
	CONSTRAINT "loads_miles_check" CHECK ("loads"."miles" between 1 and 400),
	CONSTRAINT "loads_rate_check" CHECK ("loads"."rate_cents" > 0),
	CONSTRAINT "loads_weight_check" CHECK ("loads"."weight_lbs" > 0),
	CONSTRAINT "loads_length_check" CHECK ("loads"."length_ft" is null or "loads"."length_ft" > 0),
	CONSTRAINT "loads_expiry_hours_check" CHECK ("loads"."expiry_hours" between 1 and 3),
	CONSTRAINT "loads_pickup_window_check" CHECK ("loads"."pickup_window_end" >= "loads"."pickup_window_start"),
	CONSTRAINT "loads_delivery_window_check" CHECK ("loads"."delivery_window_end" >= "loads"."delivery_window_start"),
	CONSTRAINT "loads_cancelled_check" CHECK (("loads"."status" = 'cancelled') = ("loads"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text NOT NULL,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_body_check" CHECK (char_length("chat_messages"."body") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "chat_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"load_id" uuid NOT NULL,
	"trucker_id" uuid NOT NULL,
	"broker_id" uuid NOT NULL,
	"trucker_last_read_at" timestamp with time zone,
	"broker_last_read_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_trucker_id_truckers_user_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_broker_id_brokers_user_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pod_photo_id_uploads_id_fk" FOREIGN KEY ("pod_photo_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_broker_id_brokers_user_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_trucker_id_truckers_user_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_broker_id_brokers_user_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_load_key" ON "bookings" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "bookings_trucker_idx" ON "bookings" USING btree ("trucker_id","booked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_broker_idx" ON "bookings" USING btree ("broker_id","booked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loads_pickup_earth_idx" ON "loads" USING gist (ll_to_earth("pickup_lat", "pickup_lng")) WHERE "loads"."status" = 'active';--> statement-breakpoint
CREATE INDEX "loads_delivery_earth_idx" ON "loads" USING gist (ll_to_earth("delivery_lat", "delivery_lng")) WHERE "loads"."status" = 'active';--> statement-breakpoint
CREATE INDEX "loads_active_expires_idx" ON "loads" USING btree ("expires_at") WHERE "loads"."status" = 'active';--> statement-breakpoint
CREATE INDEX "loads_active_posted_idx" ON "loads" USING btree ("posted_at" DESC NULLS LAST) WHERE "loads"."status" = 'active';--> statement-breakpoint
CREATE INDEX "loads_broker_idx" ON "loads" USING btree ("broker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loads_status_idx" ON "loads" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_thread_idx" ON "chat_messages" USING btree ("thread_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_sender_idx" ON "chat_messages" USING btree ("sender_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_key" ON "chat_messages" USING btree ("thread_id","sender_id","client_id") WHERE "chat_messages"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_threads_load_trucker_key" ON "chat_threads" USING btree ("load_id","trucker_id");--> statement-breakpoint
CREATE INDEX "chat_threads_trucker_idx" ON "chat_threads" USING btree ("trucker_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_threads_broker_idx" ON "chat_threads" USING btree ("broker_id","last_message_at" DESC NULLS LAST);