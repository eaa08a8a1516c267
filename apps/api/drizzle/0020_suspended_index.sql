-- The few suspended accounts, for the anti-join every board read makes (loads of suspended brokers are
-- off the board): an empty index probe instead of reading the whole users table per query.
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("id") WHERE "users"."suspended_at" IS NOT NULL;