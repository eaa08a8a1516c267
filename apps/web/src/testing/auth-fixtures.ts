import type { MeResponse, Role } from '@haulclub/shared';

import { jsonResponse } from './http';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export interface FakeAccount {
  id: string;
  email: string;
  role: Role | null;
}

export function fakeAccount(role: Role | null, email = `${role ?? 'new'}@example.test`): FakeAccount {
  return {
    id:
      '00000000-0000-4000-8000-00000000000' + String(['trucker', 'broker', 'admin'].indexOf(role ?? '') + 2),
    email,
    role,
  };
}

/** A GoTrue password-grant answer (unsigned token: auth-js does not verify it here). */
export function sessionResponse(account: FakeAccount): Response {
  const now = Math.floor(Date.now() / 1000);
  const accessToken = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: account.id, email: account.email, aud: 'authenticated', exp: now + 3600, role: 'authenticated' })}.c2ln`;
  return jsonResponse(200, {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: 'refresh-token-0123456789',
    user: {
      id: account.id,
      aud: 'authenticated',
      email: account.email,
      app_metadata: { provider: 'email', ...(account.role ? { role: account.role } : {}) },
      user_metadata: {},
      created_at: new Date().toISOString(),
    },
  });
}

export function meBody(account: FakeAccount, overrides: Partial<MeResponse> = {}): MeResponse {
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    firstName: 'Test',
    lastName: 'User',
    onboardingComplete: true,
    ...overrides,
  };
}

/** A GoTrue error as the server sends it (API version 2024-01-01: error_code and msg). */
export function goTrueError(status: number, errorCode: string, msg: string): Response {
  return new Response(JSON.stringify({ code: status, error_code: errorCode, msg }), {
    status,
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
  });
}

export const PUBLIC_CONFIG = {
  demoMode: true,
  contactEmail: 'contact@haulclub.test',
  googleSignInEnabled: false,
  paymentProvider: 'sandbox' as const,
};
