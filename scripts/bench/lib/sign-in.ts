import { mapLimit } from './concurrency';
import { expectStatus, requestJson } from './http-json';

export interface SignedIn {
  id: string;
  email: string;
  token: string;
}

/** Sign-ins per loopback source address: the token endpoint allows 150 per IP per 5 minutes. */
const SIGN_INS_PER_ADDRESS = 100;
let signIns = 0;

/**
 * POST /auth/v1/token?grant_type=password. Each run of 100 sign-ins comes
 * from its own 127.0.0.x address, as that many people on their own devices
 * would, so the per-IP limit of the token endpoint is never the bottleneck.
 */
export async function signIn(
  port: number,
  user: { id: string; email: string },
  password: string,
): Promise<SignedIn> {
  const n = signIns++;
  const localAddress = `127.0.0.${2 + Math.floor(n / SIGN_INS_PER_ADDRESS)}`;
  const res = await requestJson<{ access_token: string; user: { id: string } }>(port, {
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    body: { email: user.email, password },
    localAddress,
  });
  const body = expectStatus(res, 200, `sign-in of ${user.email}`);
  if (body.user.id !== user.id) throw new Error(`sign-in of ${user.email} returned user ${body.user.id}`);
  return { id: user.id, email: user.email, token: body.access_token };
}

export function signInAll(
  port: number,
  users: readonly { id: string; email: string }[],
  password: string,
  concurrency = 4,
): Promise<SignedIn[]> {
  return mapLimit(users, concurrency, (u) => signIn(port, u, password));
}
