import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createTruckerLoad } from '../testing/factories';
import { LoadCard } from './load-card';

describe('Early access on the load card', () => {
  it('marks a premium load the trucker sees early, and explains why', async () => {
    stubFetch(() => jsonResponse(404, {}));
    const { user } = renderWithProviders(
      <LoadCard load={createTruckerLoad({ number: 3001, premium: true, earlyAccess: true })} />,
      { role: 'trucker' },
    );
    const card = screen.getByRole('article', { name: /Dallas/ });
    expect(within(card).getByText('Premium')).toBeInTheDocument();
    const badge = within(card).getByText('Early access');
    expect(badge.closest('[data-slot="badge"]')).toHaveTextContent(
      'Early access. Your speed score lets you see this premium load before other truckers.',
    );

    await user.click(within(card).getByRole('button', { name: /Details/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Early access')).toBeInTheDocument();
  });

  it('shows no badge once the load is open to everyone', () => {
    stubFetch(() => jsonResponse(404, {}));
    renderWithProviders(<LoadCard load={createTruckerLoad({ premium: true, earlyAccess: false })} />, {
      role: 'trucker',
    });
    expect(screen.getByRole('article', { name: /Dallas/ })).toBeInTheDocument();
    expect(screen.queryByText('Early access')).not.toBeInTheDocument();
  });
});
