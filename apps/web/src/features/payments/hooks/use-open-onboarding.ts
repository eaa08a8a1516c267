import type { CreatePaymentAccountInput } from '@haulclub/shared';
import { useState } from 'react';
import { toast } from 'sonner';

import { PAYMENTS } from '@/content/payments';
import { isApiError } from '@/lib/api-client';

import { useCreatePaymentAccount } from '../api/create-payment-account';

/** The API's problem detail (or the network error), else the spec's default message. */
export function setupErrorMessage(error: unknown, fallback: string = PAYMENTS.errors.createDefault): string {
  return isApiError(error) && error.code !== 'http_error' && error.detail ? error.detail : fallback;
}

/**
 * Creates (or reuses) the payout account and opens its onboarding link in a
 * new tab. The tab is opened inside the click, before the request, so pop-up
 * blockers allow it; it is pointed at the link once the answer arrives. When
 * the browser still blocks it, `blockedUrl` is set for a plain link instead.
 * `opened` says the last attempt got a link.
 */
export function useOpenOnboarding(options: { onOpened?: () => void } = {}) {
  const mutation = useCreatePaymentAccount();
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);

  /** Call from the click handler itself (not after an await). */
  function open(input: CreatePaymentAccountInput): void {
    setBlockedUrl(null);
    setOpened(false);
    const tab = window.open('', '_blank');
    // The same as noopener: the provider's page gets no handle on this one.
    if (tab) tab.opener = null;
    mutation.mutate(input, {
      onSuccess: ({ account_link_url: url }) => {
        if (tab && !tab.closed) tab.location.replace(url);
        else setBlockedUrl(url);
        setOpened(true);
        options.onOpened?.();
      },
      onError: (error) => {
        tab?.close();
        toast.error(PAYMENTS.errors.title, { description: setupErrorMessage(error) });
      },
    });
  }

  return { open, isPending: mutation.isPending, opened, blockedUrl };
}
