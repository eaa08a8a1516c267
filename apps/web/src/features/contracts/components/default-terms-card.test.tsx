import type { BrokerContractTerms } from '@haulclub/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { DefaultTermsCard } from './default-terms-card';

const TERMS: BrokerContractTerms = {
  paymentTerms: 'Net 30 after delivery.',
  cancellationPolicy: 'Free cancellation until 24 hours before pickup.',
  insuranceRequirements: '$1,000,000 auto liability.',
  isDefault: true,
};

function renderCard() {
  return renderWithProviders(<DefaultTermsCard />, { role: 'broker' });
}

describe('DefaultTermsCard', () => {
  it('prefills the three terms from GET /api/broker/contract-terms and says new contracts copy them', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, TERMS));
    renderCard();
    expect(await screen.findByLabelText('Payment terms')).toHaveValue(TERMS.paymentTerms);
    expect(screen.getByLabelText('Cancellation policy')).toHaveValue(TERMS.cancellationPolicy);
    expect(screen.getByLabelText('Insurance requirements')).toHaveValue(TERMS.insuranceRequirements);
    expect(screen.getByText(/copied into each new contract/)).toBeInTheDocument();
    expect(requests[0]?.url).toContain('/api/broker/contract-terms');
  });

  it('refuses a blank term without calling the server', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, TERMS));
    const { user } = renderCard();
    await user.clear(await screen.findByLabelText('Cancellation policy'));
    await user.type(screen.getByLabelText('Cancellation policy'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save default terms' }));
    expect(await screen.findByText('Cancellation policy is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Cancellation policy')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('saves the edited terms with PUT and toasts', async () => {
    const { requests } = stubFetch(({ method, body }) =>
      method === 'PUT'
        ? jsonResponse(200, { ...(body as object), isDefault: false })
        : jsonResponse(200, TERMS),
    );
    const { user } = renderCard();
    const field = await screen.findByLabelText('Payment terms');
    await user.clear(field);
    await user.type(field, 'Quick pay within 2 days.');
    await user.click(screen.getByRole('button', { name: 'Save default terms' }));
    expect(await screen.findByText('Default contract terms saved')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.url).toContain('/api/broker/contract-terms');
    expect(put?.body).toEqual({
      paymentTerms: 'Quick pay within 2 days.',
      cancellationPolicy: TERMS.cancellationPolicy,
      insuranceRequirements: TERMS.insuranceRequirements,
    });
    expect(screen.getByLabelText('Payment terms')).toHaveValue('Quick pay within 2 days.');
  });

  it("shows the server's field error under the field", async () => {
    stubFetch(({ method }) =>
      method === 'PUT'
        ? problemResponse(400, {
            code: 'validation_failed',
            detail: 'Check the highlighted fields',
            errors: [{ field: 'insuranceRequirements', message: 'Insurance requirements is required' }],
          })
        : jsonResponse(200, TERMS),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Save default terms' }));
    expect(await screen.findByText('Insurance requirements is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Insurance requirements')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's message when the broker is not verified yet", async () => {
    stubFetch(({ method }) =>
      method === 'PUT'
        ? problemResponse(403, { code: 'forbidden', detail: 'Your broker account is not verified yet' })
        : jsonResponse(200, TERMS),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Save default terms' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your broker account is not verified yet');
  });

  it('offers Try again when the terms fail to load, and then shows them', async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? problemResponse(500, { code: 'internal', detail: 'The server had a problem' })
        : jsonResponse(200, TERMS),
    );
    const { user } = renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your default contract terms.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Payment terms')).toHaveValue(TERMS.paymentTerms);
  });
});
