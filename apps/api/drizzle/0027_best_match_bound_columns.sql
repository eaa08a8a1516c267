-- best_match bounds each candidate's score with the exact fit and lane factors: the board and lane
-- indexes hold the columns they read (weight, length, both states), so the scan stays index-only.
DROP INDEX "loads_active_lane_idx";--> statement-breakpoint
DROP INDEX "loads_active_board_idx";--> statement-breakpoint
CREATE INDEX "loads_active_lane_idx" ON "loads" USING btree ("equipment",(floor("pickup_lng")::int),(floor("delivery_lng")::int),"pickup_lat","delivery_lat","pickup_lng","delivery_lng","rate_per_mile_cents","pickup_earth","delivery_earth","expires_at","premium","posted_at","broker_id","miles","pickup_window_start","pickup_window_end","number","id","weight_lbs","length_ft","pickup_state","delivery_state") WHERE "loads"."status" = 'active';--> statement-breakpoint
CREATE INDEX "loads_active_board_idx" ON "loads" USING btree ("equipment","pickup_lat","pickup_lng","rate_per_mile_cents","delivery_lat","delivery_lng","pickup_earth","delivery_earth","expires_at","premium","posted_at","broker_id","miles","pickup_window_start","pickup_window_end","number","id","weight_lbs","length_ft","pickup_state","delivery_state") WHERE "loads"."status" = 'active';--> statement-breakpoint
-- A trucker's lanes are part of the profile a board search caches (best_match bounds each load's
-- lane factor with them): every change is announced on haulclub_trucker_changed like the truckers
-- row's (0025), with the trucker's user id, once per trucker and transaction.
CREATE FUNCTION "haulclub_trucker_lanes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('haulclub_trucker_changed', coalesce(NEW.trucker_id, OLD.trucker_id)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "trucker_lanes_changed" AFTER INSERT OR UPDATE OR DELETE ON "trucker_lanes"
  FOR EACH ROW EXECUTE FUNCTION "haulclub_trucker_lanes_changed"();
