import type { BrokerStatusResponse, FmcsaVerdict } from '@haulclub/shared';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { renderApp } from '@/testing/test-utils';

function standing(
  brokerStatus: 'pending' | 'rejected',
  application: { verdict: FmcsaVerdict; reason?: string },
): BrokerStatusResponse {
  return {
    registered: true,
    broker: {
      status: brokerStatus,
      companyName: 'Second Look Freight LLC',
      mcNumber: '654321',
      dotNumber: null,
      address: '1 Main St',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75201',
      phone: null,
      verifiedAt: null,
    },
    application: {
      id: 'a0000000-0000-4000-8000-000000000001',
      status: brokerStatus,
      verdict: application.verdict,
      decisionReason: application.reason ?? null,
      createdAt: '2030-05-01T10:00:00.000Z',
    },
    canPost: false,
  };
}

function renderPostLoad(status: BrokerStatusResponse) {
  stubFetch(({ url }) =>
    url === '/api/broker/me'
      ? jsonResponse(200, status)
      : problemResponse(404, { code: 'not_found', detail: 'Not found' }),
  );
  return renderApp({ route: '/broker/post-load', role: 'broker' });
}

describe('/broker/post-load for a broker who cannot post', () => {
  // The route is lazy: compile it once up front so the first test does not spend its time on it.
  beforeAll(async () => {
    await Promise.all([import('../app-layout'), import('./post-load')]);
  }, 30_000);

  it('tells a rejected broker the decision and the reason, not that an answer is coming', async () => {
    renderPostLoad(
      standing('rejected', { verdict: 'mismatch', reason: 'The MC number belongs to another company.' }),
    );
    expect(
      await screen.findByText('Your application was not approved', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('The MC number belongs to another company.')).toBeInTheDocument();
    expect(screen.queryByText(/within 24 hours/)).not.toBeInTheDocument();
  });

  it.each([
    ['pending', /checking your MC and DOT numbers/],
    ['mismatch', /do not fully match your application/],
    ['unavailable', /could not reach FMCSA/],
  ] as const)('tells a broker under review (FMCSA %s) where the check stands', async (verdict, text) => {
    renderPostLoad(standing('pending', { verdict }));
    expect(
      await screen.findByText('Your application is under review', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Your application was not approved')).not.toBeInTheDocument();
  });
});
