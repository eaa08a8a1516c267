import { useSearchParams } from 'react-router';

/** The `?invite=<code>` of an invitation link, or null. */
export function useInviteCode(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('invite')?.trim() || null;
}
