-- The board search at scale: pickup/delivery points stored (ll_to_earth once per write instead of
-- per row per search); partial GiST indexes over the active board on them that also hold lat/lng
-- (btree_gist: a radius's lat/lng box is an index condition with real estimates) and, for pickup,
-- the load number (deadhead is a KNN walk ordered by distance then number); one partial btree per
-- sort order ending in the id tie-breaker. The ll_to_earth expression indexes go.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
DROP INDEX "loads_pickup_earth_idx";--> statement-breakpoint
DROP INDEX "loads_delivery_earth_idx";--> statement-breakpoint
DROP INDEX "loads_active_expires_idx";--> statement-breakpoint
DROP INDEX "loads_active_posted_idx";--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "pickup_earth" "cube" GENERATED ALWAYS AS (ll_to_earth(pickup_lat, pickup_lng)::cube) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "delivery_earth" "cube" GENERATED ALWAYS AS (ll_to_earth(delivery_lat, delivery_lng)::cube) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "loads_active_pickup_earth_idx" ON "loads" USING gist ("pickup_earth","pickup_lat","pickup_lng","number") WHERE "loads"."status" = 'active';--> statement-breakpoint
CREATE INDEX "loads_active_delivery_earth_idx" ON "loads" USING gist ("delivery_earth","delivery_lat","delivery_lng") WHERE "loads"."status" = 'active';--> statement-breakpoint
CREATE INDEX "loads_active_rate_idx" ON "loads" USING btree ("rate_per_mile_cents" DESC NULLS FIRST,"id") WHERE "loads"."status" = 'active';--> statement-breakpoint
CREATE INDEX "loads_active_expires_idx" ON "loads" USING btree ("expires_at","id") WHERE "loads"."status" = 'active';--> statement-breakpoint
CREATE INDEX "loads_active_posted_idx" ON "loads" USING btree ("posted_at" DESC NULLS FIRST,"id") WHERE "loads"."status" = 'active';
