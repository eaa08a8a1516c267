import { useSession } from '@/lib/session';

/**
 * The signed-in member's email and business name for the payout account: the
 * sign-up company name (brokers give one), else their own name (an
 * owner-operator's business is often themselves; the card lets them edit it).
 */
export function usePayoutDefaults(): { email: string; companyName: string } {
  const { user, session, profile } = useSession();
  const name: unknown = session?.user.user_metadata.company_name;
  const ownName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  return { email: user?.email ?? '', companyName: typeof name === 'string' && name ? name : ownName };
}
