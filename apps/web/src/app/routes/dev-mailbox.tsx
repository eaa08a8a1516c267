import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

import { PageTitle } from '@/components/layout/page-title';
import { DEV_MAILBOX } from '@/content/dev-mailbox';
import { getMailboxQueryOptions } from '@/features/dev-mailbox/api/get-mailbox';
import { MailboxView } from '@/features/dev-mailbox/components/mailbox-view';

/** Starts loading the list with the same query options the view uses, so the view never fetches in an effect. */
export const createMailboxLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const to = new URL(request.url).searchParams.get('to') ?? '';
    // A failure is not the loader's business: the view shows it from the same query.
    await queryClient.query(getMailboxQueryOptions(to)).catch(() => undefined);
    return null;
  };

export function Component() {
  return (
    <>
      <PageTitle title={DEV_MAILBOX.title} />
      <MailboxView />
    </>
  );
}
