import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createInvitationLookup } from '../testing/factories';
import { ApplyCard } from './apply-card';

const APPLICATION_ID = '5b0c8f5e-2b7a-4c41-9d38-0e6f2d1a9c11';
const created = (verification: string, email = 'dana@lonestar.test') =>
  jsonResponse(201, { id: APPLICATION_ID, status: 'pending', verification, email });

function renderApply(route = '/apply') {
  return renderWithProviders(<ApplyCard />, { route });
}

async function fillRequired(user: UserEvent, options: { email?: boolean } = {}) {
  await user.type(screen.getByLabelText('First name'), 'Dana');
  await user.type(screen.getByLabelText('Last name'), 'Broker');
  if (options.email !== false) await user.type(screen.getByLabelText('Email'), 'dana@lonestar.test');
  await user.type(screen.getByLabelText('Password'), 'Flatbed-Lanes-2026');
  await user.type(screen.getByLabelText('Phone'), '(214) 555-0100');
  await user.type(screen.getByLabelText('Company name'), 'Lone Star Freight LLC');
  await user.type(screen.getByLabelText('MC number'), 'MC-123456');
  await user.type(screen.getByLabelText('Business address'), '100 Main St');
  await user.type(screen.getByLabelText('City'), 'Dallas');
  await user.selectOptions(screen.getByLabelText('State'), 'TX');
  await user.type(screen.getByLabelText('ZIP'), '75201');
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit Application' }));
const applications = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url === '/api/broker-applications');

describe('ApplyCard (/apply)', () => {
  it('validates with the shared schema and sends nothing while required fields are missing', async () => {
    const { requests } = stubFetch(() => created('pending'));
    const { user } = renderApply();
    await submit(user);

    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password should be at least 8 characters',
      'Phone is required',
      'Company name is required',
      'MC number is required',
      'Business address is required',
      'City is required',
      'Choose a state from the 50 US state codes',
      'ZIP must be 5 digits',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('MC number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('MC number')).toHaveAccessibleDescription('MC number is required');
    expect(screen.getByLabelText(/DOT number/)).not.toHaveAttribute('aria-invalid');
    expect(requests).toHaveLength(0);
  });

  it('offers the 50 state codes', () => {
    stubFetch(() => created('pending'));
    renderApply();
    const options = within(screen.getByLabelText('State')).getAllByRole('option');
    expect(options).toHaveLength(51);
    expect(options[0]).toHaveValue('');
    expect(options.map((option) => option.getAttribute('value'))).toContain('WY');
  });

  it('posts the application (normalised by the schema) and promises the FMCSA check, then goes home', async () => {
    const { requests } = stubFetch(() => created('pending'));
    const { user, router } = renderApply();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/DOT number/), 'USDOT 7654321');
    await user.type(screen.getByLabelText(/Experience/), '12 years of flatbed brokerage');
    await submit(user);

    expect(await screen.findByText("We're verifying your information with FMCSA...")).toBeInTheDocument();
    expect(
      screen.getByText('We sent a confirmation link to dana@lonestar.test. Confirm your email to sign in.'),
    ).toBeInTheDocument();
    expect(applications(requests)).toEqual([
      {
        url: '/api/broker-applications',
        method: 'POST',
        body: {
          firstName: 'Dana',
          lastName: 'Broker',
          email: 'dana@lonestar.test',
          password: 'Flatbed-Lanes-2026',
          phone: '+12145550100',
          companyName: 'Lone Star Freight LLC',
          mcNumber: '123456',
          dotNumber: '7654321',
          address: '100 Main St',
          city: 'Dallas',
          state: 'TX',
          zipCode: '75201',
          experience: '12 years of flatbed brokerage',
        },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['unavailable', 'Verification is pending'],
    ['skipped', "Application received! We'll get back to you within 24 hours."],
  ])('toasts the outcome when verification is %s', async (verification, title) => {
    stubFetch(() => created(verification));
    const { user } = renderApply();
    await fillRequired(user);
    await submit(user);
    expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it.each([
    ['email', 'Email', 'An application with this email already exists.'],
    ['mcNumber', 'MC number', 'An application or broker with MC 123456 already exists.'],
  ])('shows a 409 naming %s on that field and toasts the message', async (field, label, detail) => {
    stubFetch(() => problemResponse(409, { code: 'conflict', detail, errors: [{ field, message: detail }] }));
    const { user, router } = renderApply();
    await fillRequired(user);
    await submit(user);

    const toast = (await screen.findByText('Error')).closest('li');
    expect(within(toast!).getByText(detail)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(detail);
    expect(router.state.location.pathname).toBe('/apply');
  });

  it('disables the button while sending, so the application is sent once', async () => {
    let release: (response: Response) => void = () => {};
    const { requests } = stubFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const { user } = renderApply();
    await fillRequired(user);
    await submit(user);

    const busy = await screen.findByRole('button', { name: 'Submitting…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(applications(requests)).toHaveLength(1);
    release(created('pending'));
    expect(await screen.findByText("We're verifying your information with FMCSA...")).toBeInTheDocument();
  });

  it('prefills the email of an invitation link and sends its code', async () => {
    const lookup = createInvitationLookup({
      kind: 'broker',
      email: 'invited@lonestar.test',
      brokerCompanyName: null,
    });
    const { requests } = stubFetch(({ url }) =>
      url.startsWith('/api/invitations/lookup')
        ? jsonResponse(200, lookup)
        : created('pending', lookup.email),
    );
    const { user } = renderApply('/apply?invite=code-123');

    expect(await screen.findByText('Invited by Dana Broker')).toBeInTheDocument();
    expect(requests[0]?.url).toBe('/api/invitations/lookup?code=code-123');
    expect(screen.getByLabelText('Email')).toHaveValue('invited@lonestar.test');
    await fillRequired(user, { email: false });
    await submit(user);

    await screen.findByText("We're verifying your information with FMCSA...");
    expect(applications(requests)[0]?.body).toMatchObject({
      email: 'invited@lonestar.test',
      inviteCode: 'code-123',
    });
  });

  it("shows why an invitation link cannot be used, in the server's words, and still lets them apply", async () => {
    const { requests } = stubFetch(({ url }) =>
      url.startsWith('/api/invitations/lookup')
        ? problemResponse(410, { code: 'gone', detail: 'This invitation has expired. Ask for a new one.' })
        : created('pending'),
    );
    const { user } = renderApply('/apply?invite=old-code');

    expect(await screen.findByText('This invitation has expired. Ask for a new one.')).toBeInTheDocument();
    await fillRequired(user);
    await submit(user);
    await screen.findByText("We're verifying your information with FMCSA...");
    expect(applications(requests)[0]?.body).not.toHaveProperty('inviteCode');
  });
});
