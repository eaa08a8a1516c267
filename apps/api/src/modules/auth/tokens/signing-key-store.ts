import { importJWK, type CryptoKey, type JWK } from 'jose';
import type { Db } from '../../../db/client';
import { listActiveKeys } from '../repository/signing-key-repository';
import { openPrivateJwk } from './key-encryption';
import { ensureSigningKey, SIGNING_ALG } from './signing-keys';

interface LoadedKeys {
  loadedAt: number;
  signer: { kid: string; privateKey: CryptoKey };
  verifiers: Map<string, CryptoKey>;
  jwks: JWK[];
}

/** Reload at least this often even without a change notification (another process may have missed one). */
const MAX_AGE_MS = 60_000;
/** An unknown kid triggers a reload at most this often. */
const MISS_RELOAD_MS = 1_000;

/** In-process cache of the signing keys in the database (private keys sealed with `encryptionKey`). */
export class SigningKeyStore {
  private loaded: LoadedKeys | undefined;
  private loading: Promise<LoadedKeys> | undefined;

  constructor(
    private readonly db: Db,
    readonly encryptionKey: Buffer,
  ) {}

  invalidate(): void {
    this.loaded = undefined;
  }

  async signer(): Promise<{ kid: string; privateKey: CryptoKey }> {
    return (await this.current()).signer;
  }

  /** The public key for `kid` if it is active; undefined for unknown or retired keys. */
  async verificationKey(kid: string): Promise<CryptoKey | undefined> {
    let keys = await this.current();
    if (!keys.verifiers.has(kid) && Date.now() - keys.loadedAt > MISS_RELOAD_MS) {
      this.invalidate();
      keys = await this.current();
    }
    return keys.verifiers.get(kid);
  }

  /**
   * Synchronously: is `kid` among the active keys loaded, and is that knowledge fresh (not invalidated by a
   * key change, not older than the reload interval)? False means "ask verificationKey", not "retired".
   */
  verifiesNow(kid: string): boolean {
    const keys = this.loaded;
    return keys !== undefined && Date.now() - keys.loadedAt < MAX_AGE_MS && keys.verifiers.has(kid);
  }

  async jwks(): Promise<{ keys: JWK[] }> {
    return { keys: (await this.current()).jwks };
  }

  private async current(): Promise<LoadedKeys> {
    if (this.loaded && Date.now() - this.loaded.loadedAt < MAX_AGE_MS) return this.loaded;
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    this.loaded = await this.loading;
    return this.loaded;
  }

  private async load(): Promise<LoadedKeys> {
    let rows = await listActiveKeys(this.db);
    if (rows.length === 0) {
      await ensureSigningKey(this.db, this.encryptionKey);
      rows = await listActiveKeys(this.db);
    }
    const [newest] = rows;
    if (!newest) throw new Error('no active signing key');
    const verifiers = new Map<string, CryptoKey>();
    for (const row of rows) {
      verifiers.set(row.kid, (await importJWK(row.publicJwk as JWK, SIGNING_ALG)) as CryptoKey);
    }
    const privateJwk = openPrivateJwk(newest.privateJwk, newest.kid, this.encryptionKey);
    const privateKey = (await importJWK(privateJwk as JWK, SIGNING_ALG)) as CryptoKey;
    return {
      loadedAt: Date.now(),
      signer: { kid: newest.kid, privateKey },
      verifiers,
      jwks: rows.map((r) => r.publicJwk as JWK),
    };
  }
}
