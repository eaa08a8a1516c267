import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StatGrid } from '@/components/ui/stat-card';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { contractList, createContract } from '../testing/factories';
import { PendingContractsStat } from './pending-contracts-stat';

describe('PendingContractsStat', () => {
  it('counts the contracts awaiting signatures and opens the Pending tab of /dashboard', async () => {
    const { requests } = stubFetch(() =>
      jsonResponse(200, { ...contractList([createContract()]), total: 3 }),
    );
    renderWithProviders(
      <StatGrid label="Stats">
        <PendingContractsStat />
      </StatGrid>,
      { role: 'broker' },
    );
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contracts to sign/ })).toHaveAttribute(
      'href',
      '/dashboard?tab=pending',
    );
    expect(requests[0]?.url).toContain('tab=pending');
  });
});
