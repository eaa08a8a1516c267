import { createHash } from 'node:crypto';

/** The fixed UUIDv5 namespace of HaulClub ledger transfer ids. Never change it: ids are idempotency keys. */
export const LEDGER_NAMESPACE = 'cd3b6b80-b7af-4d21-b46d-279bfbed7fb3';

/** RFC 9562 UUIDv5 (SHA-1 of the namespace's bytes and the name). */
export function uuidV5(name: string, namespace: string): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  if (ns.length !== 16) throw new RangeError(`namespace ${namespace} is not a UUID`);
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  hash.writeUInt8((hash.readUInt8(6) & 0x0f) | 0x50, 6);
  hash.writeUInt8((hash.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The deterministic id of the transfer a business event makes, e.g.
 * `transferId('contract', id, 'hold')`: the same event always yields the same
 * id, so a retry is recognised as the same transfer. Parts are escaped, so
 * ('a:b', 'c') and ('a', 'b:c') differ.
 */
export function transferId(...parts: [string | number, ...(string | number)[]]): string {
  return uuidV5(parts.map((p) => encodeURIComponent(String(p))).join(':'), LEDGER_NAMESPACE);
}
