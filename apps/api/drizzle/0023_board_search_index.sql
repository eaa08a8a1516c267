-- Board searches with an equipment filter: a partial btree over the active board led by equipment and
-- the pickup's latitude, holding every column the search's filters read, so the capped count and a
-- lane's candidates are index-only scans that stop at the cap. Pages of the loads table are kept
-- all-visible sooner (insert-driven autovacuum at 5% of the table instead of 20%), so those scans
-- rarely visit the heap.
CREATE INDEX "loads_active_board_idx" ON "loads" USING btree ("equipment","pickup_lat","pickup_lng","rate_per_mile_cents","delivery_lat","delivery_lng","pickup_earth","delivery_earth","expires_at","premium","posted_at","broker_id","miles","pickup_window_start","pickup_window_end","number","id") WHERE "loads"."status" = 'active';--> statement-breakpoint
ALTER TABLE "loads" SET (autovacuum_vacuum_insert_scale_factor = 0.05);
