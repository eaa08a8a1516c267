import type { QueryClient } from '@tanstack/react-query';

import { createQueryClient } from '@/lib/query-client';

let appQueryClient: QueryClient | undefined;

/**
 * The running app's one query client, made on first use: the first page a visitor opens without signing in (`/`)
 * never loads TanStack Query.
 */
export function getAppQueryClient(): QueryClient {
  appQueryClient ??= createQueryClient();
  return appQueryClient;
}
