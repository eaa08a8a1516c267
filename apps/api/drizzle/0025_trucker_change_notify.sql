-- Every change of a trucker's profile row (any writer, cascades included) is announced on
-- haulclub_trucker_changed with the trucker's user id, at commit: each API process caches the
-- profile a board search reads and forgets it when told (apps/api/src/modules/loads/searching-trucker.ts).
CREATE FUNCTION "haulclub_trucker_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('haulclub_trucker_changed', coalesce(NEW.user_id, OLD.user_id)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "truckers_changed" AFTER INSERT OR UPDATE OR DELETE ON "truckers"
  FOR EACH ROW EXECUTE FUNCTION "haulclub_trucker_changed"();
