import { useSession } from '@/lib/session';

/** The signed-in member's email and sign-up company name (brokers give one at sign-up), for the payout account. */
export function usePayoutDefaults(): { email: string; companyName: string } {
  const { user, session } = useSession();
  const name: unknown = session?.user.user_metadata.company_name;
  return { email: user?.email ?? '', companyName: typeof name === 'string' ? name : '' };
}
