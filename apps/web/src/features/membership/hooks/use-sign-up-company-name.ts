import { useSession } from '@/lib/session';

/** The company name a broker gave at sign-up (auth metadata `company_name`), to start registration with. */
export function useSignUpCompanyName(): string {
  const { session } = useSession();
  const value: unknown = session?.user.user_metadata.company_name;
  return typeof value === 'string' ? value : '';
}
