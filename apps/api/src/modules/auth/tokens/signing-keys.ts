import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../audit/index';
import {
  insertKey,
  listActiveKeys,
  lockSigningKeys,
  markRetired,
  notifyKeysChanged,
} from '../repository/signing-key-repository';

export const SIGNING_ALG = 'ES256';

async function newKeyRow() {
  const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const kid = randomUUID();
  const meta = { kid, alg: SIGNING_ALG, use: 'sig' };
  return {
    kid,
    algorithm: SIGNING_ALG,
    privateJwk: { ...(await exportJWK(privateKey)), ...meta },
    publicJwk: { ...(await exportJWK(publicKey)), ...meta, key_ops: ['verify'] },
  };
}

/** Creates the first signing key if there is no active one (first boot). Safe to race. */
export async function ensureSigningKey(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSigningKeys(tx);
    if ((await listActiveKeys(tx)).length > 0) return;
    await insertKey(tx, await newKeyRow());
    await notifyKeysChanged(tx);
  });
}

/** Makes a new key the signer. Older active keys keep verifying until retired. */
export async function rotateSigningKey(db: Db): Promise<string> {
  return db.transaction(async (tx) => {
    await lockSigningKeys(tx);
    const row = await newKeyRow();
    await insertKey(tx, row);
    await recordAudit(tx, { action: 'signing_key.rotated', targetType: 'signing_key', targetId: row.kid });
    await notifyKeysChanged(tx);
    return row.kid;
  });
}

/** Stops a key from verifying (and signing). Tokens it signed are refused from then on. */
export async function retireSigningKey(db: Db, kid: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSigningKeys(tx);
    const retired = await markRetired(tx, kid);
    if (retired) {
      await recordAudit(tx, { action: 'signing_key.retired', targetType: 'signing_key', targetId: kid });
      await notifyKeysChanged(tx);
    }
    return retired;
  });
}
