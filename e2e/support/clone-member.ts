import { e2eSql } from './e2e-database';

/**
 * A fresh member made as a copy of a demo account (same password, role, profile and, for a broker, a
 * verified brokerage under a new MC number; for a trucker, the same lane profile and inviting broker),
 * under a new id and email: for specs that need a member in a state the demo accounts have left, e.g.
 * without payouts set up (the demo seed sets them up for Dana and Ray). Returns the new email.
 */
export async function cloneDemoMember(sourceEmail: string, label: string): Promise<string> {
  const email = `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const mc = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
  // One statement, so a copy is all there or not at all. jsonb_populate_record copies every column but the
  // ones overridden, whatever columns the tables gain later.
  await e2eSql(
    `WITH src AS (SELECT * FROM users WHERE email = $1),
       ids AS (SELECT gen_random_uuid() AS id),
       u AS (
         INSERT INTO users
         SELECT (jsonb_populate_record(NULL::users, to_jsonb(src) || jsonb_build_object(
           'id', ids.id, 'email', $2::text, 'created_at', now(), 'updated_at', now(), 'last_sign_in_at', NULL,
           'raw_user_meta_data', src.raw_user_meta_data || jsonb_build_object('email', $2::text, 'sub', ids.id)))).*
         FROM src, ids RETURNING id),
       p AS (
         INSERT INTO profiles
         SELECT (jsonb_populate_record(NULL::profiles, to_jsonb(pr) || jsonb_build_object('user_id', ids.id))).*
         FROM profiles pr, src, ids WHERE pr.user_id = src.id RETURNING user_id),
       i AS (
         INSERT INTO identities (user_id, provider, provider_id, identity_data)
         SELECT ids.id, 'email', ids.id::text,
           jsonb_build_object('sub', ids.id, 'email', $2::text, 'email_verified', true, 'phone_verified', false)
         FROM ids RETURNING id),
       b AS (
         INSERT INTO brokers
         SELECT (jsonb_populate_record(NULL::brokers, to_jsonb(br) || jsonb_build_object(
           'user_id', ids.id, 'mc_number', $3::text, 'dot_number', NULL))).*
         FROM brokers br, src, ids WHERE br.user_id = src.id RETURNING user_id),
       t AS (
         INSERT INTO truckers
         SELECT (jsonb_populate_record(NULL::truckers, to_jsonb(tr) || jsonb_build_object('user_id', ids.id))).*
         FROM truckers tr, src, ids WHERE tr.user_id = src.id RETURNING user_id)
     SELECT (SELECT count(*) FROM u) + (SELECT count(*) FROM p) + (SELECT count(*) FROM i)
       + (SELECT count(*) FROM b) + (SELECT count(*) FROM t) AS rows`,
    [sourceEmail, email, mc],
  );
  return email;
}
