-- Lane searches (origin and destination): one partial GiST walk over both ends' lat/lng boxes
-- (btree_gist), instead of one end's whole box read from the table and filtered by the other.
CREATE INDEX "loads_active_lane_idx" ON "loads" USING gist ("pickup_lat","pickup_lng","delivery_lat","delivery_lng") WHERE "loads"."status" = 'active';