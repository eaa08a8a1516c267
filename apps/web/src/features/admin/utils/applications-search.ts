import { BROKER_APPLICATION_STATUSES, type BrokerApplicationStatus } from '@haulclub/shared';

import { paths } from '@/config/paths';

export const APPLICATION_TABS = [...BROKER_APPLICATION_STATUSES, 'all'] as const;
export type ApplicationTab = BrokerApplicationStatus | 'all';

export interface ApplicationsSearch {
  status: ApplicationTab;
  q: string;
  page: number;
  id: string | null;
}

/** Reads /admin/applications?status=&q=&page=&id= (pending, first page by default). */
export function readApplicationsSearch(params: URLSearchParams): ApplicationsSearch {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (APPLICATION_TABS as readonly string[]).includes(status ?? '')
      ? (status as ApplicationTab)
      : 'pending',
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    id: params.get('id'),
  };
}

export function applicationsHref(search: Partial<ApplicationsSearch>): string {
  const params = new URLSearchParams();
  if (search.status && search.status !== 'pending') params.set('status', search.status);
  if (search.q) params.set('q', search.q);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  if (search.id) params.set('id', search.id);
  const query = params.toString();
  const base = paths.admin.applications.getHref();
  return query ? `${base}?${query}` : base;
}
