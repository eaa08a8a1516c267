import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeAccount, meBody } from '@/testing/auth-fixtures';
import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { RoleChooser } from './role-chooser';

const account = fakeAccount(null, 'google.user@example.test');
const roleCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url === '/api/me/role');

function renderChooser(route = '/onboarding') {
  return renderWithProviders(<RoleChooser />, { route, user: { id: account.id, email: account.email } });
}

function answerRole() {
  return stubFetch(({ body }) =>
    jsonResponse(
      200,
      meBody(
        { ...account, role: (body as { role: 'trucker' | 'broker' }).role },
        { onboardingComplete: false },
      ),
    ),
  );
}

describe('RoleChooser', () => {
  it('tells both roles what they can do today, futures included, with nothing "coming soon"', () => {
    answerRole();
    renderChooser();
    expect(screen.getByRole('button', { name: /Broker/ })).toHaveTextContent(
      'Post loads, freight futures and rate futures for trusted carriers.',
    );
    expect(screen.getByRole('button', { name: /Trucker\/Carrier/ })).toHaveTextContent(
      /lock in a lane’s rate ahead with freight and rate futures/,
    );
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('saves Broker without a code', async () => {
    const { requests } = answerRole();
    const { user } = renderChooser();
    await user.type(screen.getByLabelText('Invitation code'), 'ignored-for-brokers');
    await user.click(screen.getByRole('button', { name: /Broker/ }));
    await waitFor(() => expect(roleCalls(requests)).toHaveLength(1));
    expect(roleCalls(requests)[0]?.body).toEqual({ role: 'broker' });
  });

  it('sends the invitation code typed for Trucker/Carrier', async () => {
    const { requests } = answerRole();
    const { user } = renderChooser();
    await user.type(screen.getByLabelText('Invitation code'), '  inv-code-42 ');
    await user.click(screen.getByRole('button', { name: /Trucker\/Carrier/ }));
    await waitFor(() =>
      expect(roleCalls(requests)[0]?.body).toEqual({ role: 'trucker', invite_code: 'inv-code-42' }),
    );
  });

  it('takes the code from a pasted invitation link', async () => {
    const { requests } = answerRole();
    const { user } = renderChooser();
    await user.click(screen.getByLabelText('Invitation code'));
    await user.paste('http://localhost:3000/auth?tab=signup&invite=from-link-7');
    await user.click(screen.getByRole('button', { name: /Trucker\/Carrier/ }));
    await waitFor(() =>
      expect(roleCalls(requests)[0]?.body).toEqual({ role: 'trucker', invite_code: 'from-link-7' }),
    );
  });

  it('starts with the code of ?invite=', async () => {
    const { requests } = answerRole();
    const { user } = renderChooser('/onboarding?invite=url-code');
    expect(screen.getByLabelText('Invitation code')).toHaveValue('url-code');
    await user.click(screen.getByRole('button', { name: /Trucker\/Carrier/ }));
    await waitFor(() =>
      expect(roleCalls(requests)[0]?.body).toEqual({ role: 'trucker', invite_code: 'url-code' }),
    );
  });

  it("toasts the server's refusal of a trucker without a usable invitation", async () => {
    const detail = 'Truckers join by invitation. Use the link in your invitation email.';
    stubFetch(() => problemResponse(403, { code: 'forbidden', detail }));
    const { user } = renderChooser();
    expect(screen.getByRole('link', { name: 'Request an invitation' })).toHaveAttribute(
      'href',
      '/get-invited',
    );
    await user.click(screen.getByRole('button', { name: /Trucker\/Carrier/ }));
    const toast = (await screen.findByText('Error')).closest('li');
    expect(within(toast!).getByText(detail)).toBeInTheDocument();
  });
});
