import type { Role } from '@haulclub/shared';

/** Where a member manages payouts, and where the provider's onboarding sends them back. */
export function payoutReturnUrl(publicUrl: string, role: Role | null | undefined): string {
  return `${publicUrl}${role === 'trucker' ? '/trucker/earnings' : '/broker/payments'}`;
}
