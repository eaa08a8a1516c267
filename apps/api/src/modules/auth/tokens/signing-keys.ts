import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../audit/index';
import {
  insertKey,
  listActiveKeys,
  lockPlaintextKeys,
  lockSigningKeys,
  markRetired,
  notifyKeysChanged,
  storeSealedKey,
} from '../repository/signing-key-repository';
import { sealPrivateJwk } from './key-encryption';

export const SIGNING_ALG = 'ES256';

/** A new key pair; the private half only ever reaches the database sealed with `encryptionKey`. */
async function newKeyRow(encryptionKey: Buffer) {
  const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const kid = randomUUID();
  const meta = { kid, alg: SIGNING_ALG, use: 'sig' };
  return {
    kid,
    algorithm: SIGNING_ALG,
    privateJwk: sealPrivateJwk({ ...(await exportJWK(privateKey)), ...meta }, kid, encryptionKey),
    publicJwk: { ...(await exportJWK(publicKey)), ...meta, key_ops: ['verify'] },
  };
}

/** Creates the first signing key if there is no active one (first boot). Safe to race. */
export async function ensureSigningKey(db: Db, encryptionKey: Buffer): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSigningKeys(tx);
    if ((await listActiveKeys(tx)).length > 0) return;
    await insertKey(tx, await newKeyRow(encryptionKey));
    await notifyKeysChanged(tx);
  });
}

/** Makes a new key the signer. Older active keys keep verifying until retired. */
export async function rotateSigningKey(db: Db, encryptionKey: Buffer): Promise<string> {
  return db.transaction(async (tx) => {
    await lockSigningKeys(tx);
    const row = await newKeyRow(encryptionKey);
    await insertKey(tx, row);
    await recordAudit(tx, { action: 'signing_key.rotated', targetType: 'signing_key', targetId: row.kid });
    await notifyKeysChanged(tx);
    return row.kid;
  });
}

/**
 * Encrypts the private keys stored in plain text before encryption at rest
 * (boot). Idempotent, and safe when several processes boot at once: under the
 * signing-keys lock, each row is sealed only while it is still plain text.
 * Returns how many keys were sealed.
 */
export async function sealPlaintextSigningKeys(db: Db, encryptionKey: Buffer): Promise<number> {
  return db.transaction(async (tx) => {
    await lockSigningKeys(tx);
    let sealed = 0;
    for (const row of await lockPlaintextKeys(tx)) {
      const stored = await storeSealedKey(
        tx,
        row.kid,
        sealPrivateJwk(row.privateJwk, row.kid, encryptionKey),
      );
      if (stored) sealed += 1;
    }
    return sealed;
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
