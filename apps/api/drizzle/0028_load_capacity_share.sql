-- A load's share of what its equipment carries, stored (the match's fit factor reads it per pair,
-- best_match's bound per candidate), in the board and lane indexes instead of weight and length.
DROP INDEX "loads_active_lane_idx";--> statement-breakpoint
DROP INDEX "loads_active_board_idx";--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "capacity_share" double precision GENERATED ALWAYS AS (greatest(weight_lbs / (CASE equipment WHEN 'Hotshot' THEN 16500::float8 WHEN 'Power Only' THEN 45000::float8 WHEN 'Flatbed' THEN 48000::float8 WHEN 'Dry Van' THEN 45000::float8 WHEN 'Step Deck' THEN 48000::float8 WHEN 'RGN' THEN 150000::float8 WHEN 'Reefer' THEN 43500::float8 END), coalesce(length_ft / (CASE equipment WHEN 'Hotshot' THEN 40::float8 WHEN 'Power Only' THEN 53::float8 WHEN 'Flatbed' THEN 48::float8 WHEN 'Dry Van' THEN 53::float8 WHEN 'Step Deck' THEN 53::float8 WHEN 'RGN' THEN 53::float8 WHEN 'Reefer' THEN 53::float8 END), 0::float8))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "loads_active_lane_idx" ON "loads" USING btree ("equipment",(floor("pickup_lng")::int),(floor("delivery_lng")::int),"pickup_lat","delivery_lat","pickup_lng","delivery_lng","rate_per_mile_cents","pickup_earth","delivery_earth","expires_at","premium","posted_at","broker_id","miles","pickup_window_start","pickup_window_end","number","id","capacity_share","pickup_state","delivery_state") WHERE "loads"."status" = 'active';--> statement-breakpoint
CREATE INDEX "loads_active_board_idx" ON "loads" USING btree ("equipment","pickup_lat","pickup_lng","rate_per_mile_cents","delivery_lat","delivery_lng","pickup_earth","delivery_earth","expires_at","premium","posted_at","broker_id","miles","pickup_window_start","pickup_window_end","number","id","capacity_share","pickup_state","delivery_state") WHERE "loads"."status" = 'active';--> statement-breakpoint
-- haulclub_match_scores again: the match SQL reads loads.capacity_share and date_part(epoch), which
-- returns float8 (extract returns numeric). As 0026: the match score of a few loads for one trucker, as
-- the matching module's MATCH_JOINS computes it (written by npm run db:match-function from
-- apps/api/src/modules/matching/repository/match-scores-function.ts). PL/pgSQL, so each connection
-- plans its query once: best_match scores its candidates through it.
CREATE OR REPLACE FUNCTION "haulclub_match_scores"(p_trucker uuid, p_loads uuid[])
  RETURNS TABLE (id uuid, posted_at timestamptz, score int)
  LANGUAGE plpgsql STABLE ROWS 50
  SET plan_cache_mode = force_generic_plan
AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY SELECT l.id, l.posted_at, m."score"
    FROM loads l
    JOIN truckers t ON t.user_id = p_trucker
    CROSS JOIN LATERAL (SELECT
      (cardinality(t.truck_types) > 0 AND (CASE WHEN t.current_lat IS NOT NULL THEN t.current_lat ELSE t.home_base_lat END) IS NOT NULL) AS ready,
      (t.truck_types && (CASE l.equipment WHEN 'Hotshot' THEN ARRAY['Hotshot']::text[] WHEN 'Power Only' THEN ARRAY['Power Only']::text[] WHEN 'Flatbed' THEN ARRAY['Flatbed', 'Step Deck']::text[] WHEN 'Dry Van' THEN ARRAY['Dry Van', 'Refrigerated']::text[] WHEN 'Step Deck' THEN ARRAY['Step Deck']::text[] WHEN 'RGN' THEN ARRAY['Lowboy', 'RGN']::text[] WHEN 'Reefer' THEN ARRAY['Refrigerated']::text[] ELSE '{}'::text[] END)) AS equipment_ok,
      CASE WHEN (CASE WHEN t.current_lat IS NOT NULL THEN t.current_lat ELSE t.home_base_lat END) IS NOT NULL AND t.truck_types && (CASE l.equipment WHEN 'Hotshot' THEN ARRAY['Hotshot']::text[] WHEN 'Power Only' THEN ARRAY['Power Only']::text[] WHEN 'Flatbed' THEN ARRAY['Flatbed', 'Step Deck']::text[] WHEN 'Dry Van' THEN ARRAY['Dry Van', 'Refrigerated']::text[] WHEN 'Step Deck' THEN ARRAY['Step Deck']::text[] WHEN 'RGN' THEN ARRAY['Lowboy', 'RGN']::text[] WHEN 'Reefer' THEN ARRAY['Refrigerated']::text[] ELSE '{}'::text[] END) THEN ((2 * 6378168::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(l.pickup_lat - (CASE WHEN t.current_lat IS NOT NULL THEN t.current_lat ELSE t.home_base_lat END)) / 2), 2)
    + cos(radians((CASE WHEN t.current_lat IS NOT NULL THEN t.current_lat ELSE t.home_base_lat END))) * cos(radians(l.pickup_lat)) * power(sin(radians(l.pickup_lng - (CASE WHEN t.current_lat IS NOT NULL THEN t.current_lng ELSE t.home_base_lng END)) / 2), 2))))) / 1609.344::float8 * 1.2::float8) END AS miles,
      (t.current_lat IS NULL OR l.pickup_window_end >= t.current_available_from) AS free_ok,
      (CASE WHEN t.current_lat IS NOT NULL THEN greatest(now(), t.current_available_from) ELSE now() END) AS free_at
    OFFSET 0) mo
  CROSS JOIN LATERAL (SELECT
      mo.ready AS "profileReady",
      mo.equipment_ok AS "equipmentOk",
      mo.miles AS "rawDeadhead",
      (round(mo.miles) <= t.max_radius) AS "radiusOk",
      CASE WHEN mo.ready AND round(mo.miles) <= t.max_radius THEN mo.free_ok END AS "freeOk",
      CASE WHEN mo.ready AND round(mo.miles) <= t.max_radius AND mo.free_ok THEN (
  (cardinality(t.available_days) = 7 AND t.available_start_minute = 0 AND t.available_end_minute = 1440)
  OR EXISTS (
    SELECT 1 FROM generate_series(
        date_trunc('day', l.pickup_window_start AT TIME ZONE t.time_zone),
        least(date_trunc('day', l.pickup_window_end AT TIME ZONE t.time_zone),
              date_trunc('day', l.pickup_window_start AT TIME ZONE t.time_zone) + interval '7 days'),
        interval '1 day') AS g(d)
    WHERE extract(dow FROM g.d)::smallint = ANY (t.available_days)
      AND ((g.d + t.available_start_minute * interval '1 minute') AT TIME ZONE t.time_zone) <= l.pickup_window_end
      AND ((g.d + t.available_end_minute * interval '1 minute') AT TIME ZONE t.time_zone) > l.pickup_window_start)) END
        AS "availabilityOk",
      mo.free_at AS "freeAt",
      greatest(0::float8, date_part('epoch', l.pickup_window_start - mo.free_at) / 3600) AS "waitHours",
      l.capacity_share AS "capacityShare"
    OFFSET 0) mb
  CROSS JOIN LATERAL (SELECT (mb."profileReady" AND mb."equipmentOk" AND coalesce(mb."radiusOk", false)
      AND coalesce(mb."freeOk", false) AND coalesce(mb."availabilityOk", false)) AS "eligible") me
  LEFT JOIN LATERAL (SELECT count(*) OVER () AS "laneCount", x.*
    FROM (SELECT tl.position, tl.origin_kind, tl.origin_city, tl.origin_state, tl.origin_zip,
        tl.destination_kind, tl.destination_city, tl.destination_state, tl.destination_zip,
        (CASE tl.origin_kind WHEN 'anywhere' THEN true
    WHEN 'state' THEN tl.origin_state = l.pickup_state
    ELSE abs(tl.origin_lat - l.pickup_lat) <= 0.727802037845706::float8
      AND (2 * 6378168::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(l.pickup_lat - tl.origin_lat) / 2), 2)
    + cos(radians(tl.origin_lat)) * cos(radians(l.pickup_lat)) * power(sin(radians(l.pickup_lng - tl.origin_lng) / 2), 2))))) <= 80467.2::float8 END) AS o_fit, (CASE tl.destination_kind WHEN 'anywhere' THEN true
    WHEN 'state' THEN tl.destination_state = l.delivery_state
    ELSE abs(tl.destination_lat - l.delivery_lat) <= 0.727802037845706::float8
      AND (2 * 6378168::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(l.delivery_lat - tl.destination_lat) / 2), 2)
    + cos(radians(tl.destination_lat)) * cos(radians(l.delivery_lat)) * power(sin(radians(l.delivery_lng - tl.destination_lng) / 2), 2))))) <= 80467.2::float8 END) AS d_fit
      FROM trucker_lanes tl
      WHERE tl.trucker_id = t.user_id AND me."eligible"
      OFFSET 0) x
    ORDER BY x.o_fit::int + x.d_fit::int DESC, x.position
    LIMIT 1) ml ON true
  CROSS JOIN LATERAL (SELECT f.*,
      CASE WHEN f."eligible" THEN round(30::float8 * f."deadheadFactor" + 25::float8 * f."rateFactor"
        + 20::float8 * f."laneFactor" + 15::float8 * f."timingFactor" + 10::float8 * f."fitFactor")::int
      ELSE 0 END AS "score"
    FROM (SELECT mb."profileReady", me."eligible", mb."equipmentOk", mb."radiusOk", mb."availabilityOk", mb."freeOk",
      t.truck_types AS "truckTypes", l.equipment AS "equipment",
      round(mb."rawDeadhead")::int AS "deadheadMiles", t.max_radius AS "maxRadius",
      (t.current_lat IS NOT NULL) AS "fromCurrent", mb."freeAt", (mb."freeAt" > now()) AS "freeLater",
      mb."waitHours",
      l.rate_per_mile_cents AS "ratePerMileCents", t.min_rate_per_mile_cents AS "minRatePerMileCents",
      l.weight_lbs AS "weightLbs", l.length_ft AS "lengthFt", mb."capacityShare",
      coalesce(ml."laneCount", 0)::int AS "laneCount",
      coalesce(ml.o_fit, false) AS "laneOriginFits", coalesce(ml.d_fit, false) AS "laneDestinationFits",
      ml.origin_kind AS "laneOriginKind", ml.origin_city AS "laneOriginCity", ml.origin_state AS "laneOriginState",
      ml.origin_zip AS "laneOriginZip", ml.destination_kind AS "laneDestinationKind",
      ml.destination_city AS "laneDestinationCity", ml.destination_state AS "laneDestinationState",
      ml.destination_zip AS "laneDestinationZip",
      CASE WHEN me."eligible" THEN greatest(0::float8, least(1::float8, 1 - round(mb."rawDeadhead") / greatest(t.max_radius, 1)::float8)) ELSE 0::float8 END AS "deadheadFactor",
      CASE WHEN NOT me."eligible" THEN 0::float8
        WHEN coalesce(t.min_rate_per_mile_cents, 0) = 0 THEN 0.6::float8
        WHEN l.rate_per_mile_cents >= t.min_rate_per_mile_cents THEN greatest(0::float8, least(1::float8, 0.6::float8 + (1 - 0.6::float8) * (l.rate_per_mile_cents::float8 / t.min_rate_per_mile_cents - 1) / (1.2::float8 - 1)))
        ELSE greatest(0::float8, least(1::float8, 0.6::float8 * (l.rate_per_mile_cents::float8 / t.min_rate_per_mile_cents - 0.8::float8) / (1 - 0.8::float8))) END AS "rateFactor",
      CASE WHEN NOT me."eligible" THEN 0::float8
        WHEN ml."laneCount" IS NULL THEN 0.4::float8
        ELSE (ml.o_fit::int + ml.d_fit::int)::float8 / 2 END AS "laneFactor",
      CASE WHEN NOT me."eligible" THEN 0::float8 ELSE greatest(0::float8, least(1::float8, 1 - (mb."waitHours" - 2::float8) / (48::float8 - 2::float8))) END AS "timingFactor",
      CASE WHEN NOT me."eligible" OR mb."capacityShare" > 1 THEN 0::float8 ELSE greatest(0::float8, least(1::float8, 1 - (1 - 0.5::float8) * (mb."capacityShare" - 0.8::float8) / (1 - 0.8::float8))) END AS "fitFactor"
    OFFSET 0) f) m
    WHERE l.id = ANY (p_loads);
END
$fn$;
