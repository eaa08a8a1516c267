-- Lane searches (origin and destination): a partial btree led by equipment and both ends' whole-degree
-- longitude bands in place of the GiST over both lat/lng boxes (which the planner passed over for the
-- board index, reading every load in the origin's latitude band). The search lists the bands its boxes
-- cover, so a lane is read band pair by band pair, index-only.
DROP INDEX "loads_active_lane_idx";--> statement-breakpoint
CREATE INDEX "loads_active_lane_idx" ON "loads" USING btree ("equipment",(floor("pickup_lng")::int),(floor("delivery_lng")::int),"pickup_lat","delivery_lat","pickup_lng","delivery_lng","rate_per_mile_cents","pickup_earth","delivery_earth","expires_at","premium","posted_at","broker_id","miles","pickup_window_start","pickup_window_end","number","id") WHERE "loads"."status" = 'active';