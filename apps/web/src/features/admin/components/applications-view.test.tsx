import type { BrokerApplication } from '@haulclub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createApplication, createEvidence } from '../testing/admin-fixtures';
import { ApplicationsView } from './applications-view';

const mismatched = createApplication({
  companyName: 'Lone Star Logistics',
  verification: {
    verdict: 'mismatch',
    reasons: [
      { field: 'companyName', message: 'FMCSA lists the legal name LONE STAR FREIGHT LLC' },
      { field: 'bond', message: 'No broker bond on file' },
    ],
    evidence: createEvidence({ bondOnFileUsd: null, dbaName: 'LSF' }),
    checkedAt: '2030-05-01T10:00:00.000Z',
    attempts: 1,
    note: null,
  },
});

type Handler = (request: RecordedRequest) => Response | Promise<Response> | undefined;

/** Answers the list and detail GETs with `application`; `other` handles the rest (POSTs). */
function applicationsApi(application: BrokerApplication, other: Handler = () => undefined) {
  return stubFetch(async (request) => {
    const answer = await other(request);
    if (answer) return answer;
    if (request.url.startsWith(`/api/admin/applications/${application.id}`))
      return jsonResponse(200, application);
    return jsonResponse(200, { items: [application], total: 1, page: 1, pageSize: 20 });
  });
}

function renderAt(application: BrokerApplication) {
  return renderWithProviders(<ApplicationsView />, {
    route: `/admin/applications?id=${application.id}`,
    role: 'admin',
  });
}

function row(name: RegExp) {
  return screen.getByRole('row', { name });
}

describe('ApplicationsView', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('lists pending applications and opens one from the list', async () => {
    const { requests } = applicationsApi(mismatched);
    const { user, router } = renderWithProviders(<ApplicationsView />, {
      route: '/admin/applications',
      role: 'admin',
    });

    const list = await screen.findByRole('list', { name: 'Applications' });
    expect(requests[0]?.url).toBe('/api/admin/applications?status=pending&page=1&pageSize=20');
    await user.click(within(list).getByRole('link', { name: /Lone Star Logistics/ }));
    expect(router.state.location.search).toBe(`?id=${mismatched.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lone Star Logistics' })).toBeInTheDocument();
  });

  it('switches status tabs and searches as the admin types', async () => {
    const { requests } = applicationsApi(mismatched);
    const { user, router } = renderWithProviders(<ApplicationsView />, {
      route: '/admin/applications',
      role: 'admin',
    });
    await screen.findByRole('list', { name: 'Applications' });

    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() => {
      expect(requests.at(-1)?.url).toBe('/api/admin/applications?status=rejected&page=1&pageSize=20');
    });

    await user.type(screen.getByLabelText('Search applications'), 'lone star');
    await waitFor(() => {
      expect(requests.at(-1)?.url).toBe(
        '/api/admin/applications?status=rejected&page=1&pageSize=20&q=lone+star',
      );
    });
    expect(router.state.location.search).toBe('?status=rejected&q=lone+star');
  });

  it('puts what the applicant typed beside FMCSA and highlights the rows that do not match', async () => {
    applicationsApi(mismatched);
    renderAt(mismatched);

    await screen.findByRole('heading', { level: 2, name: 'Lone Star Logistics' });
    const detail = screen.getByRole('region', { name: 'Application' });
    expect(within(detail).getByText('Does not match FMCSA')).toBeInTheDocument();
    const reasons = screen.getByRole('list', { name: 'Why it does not match' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['FMCSA lists the legal name LONE STAR FREIGHT LLC', 'No broker bond on file']);

    const company = row(/Company name/);
    expect(company).toHaveAccessibleName(/Does not match/);
    expect(company).toHaveAttribute('data-mismatch', 'true');
    expect(company).toHaveTextContent('Lone Star Logistics');
    expect(company).toHaveTextContent('LONE STAR FREIGHT LLC');
    expect(company).toHaveTextContent('DBA LSF');
    expect(row(/Bond on file/)).toHaveAccessibleName(/Does not match/);
    expect(row(/Bond on file/)).toHaveTextContent('None on file');

    expect(row(/MC number/)).not.toHaveAccessibleName(/Does not match/);
    expect(row(/MC number/)).not.toHaveAttribute('data-mismatch');
    expect(row(/Address/)).toHaveTextContent('100 Main St, Dallas, TX 75201');
    expect(row(/Broker authority/)).toHaveTextContent('Active');
    expect(row(/BIPD insurance on file/)).toHaveTextContent('$750,000');
  });

  it('says verification is pending when FMCSA could not be asked', async () => {
    const unavailable = createApplication({
      verification: {
        verdict: 'unavailable',
        reasons: [],
        evidence: null,
        checkedAt: null,
        attempts: 3,
        note: 'FMCSA did not answer',
      },
    });
    applicationsApi(unavailable);
    renderAt(unavailable);

    const detail = await screen.findByRole('region', { name: 'Application' });
    expect(await within(detail).findByText('Verification is pending')).toBeInTheDocument();
    expect(within(detail).getByText('FMCSA did not answer')).toBeInTheDocument();
    expect(row(/MC number/)).toHaveTextContent('No record');
  });

  it('approves after confirmation, posting to the approve URL and toasting', async () => {
    const { requests } = applicationsApi(mismatched, (request) =>
      request.method === 'POST' ? jsonResponse(200, { ...mismatched, status: 'approved' }) : undefined,
    );
    const { user } = renderAt(mismatched);
    await screen.findByRole('heading', { level: 2, name: 'Lone Star Logistics' });

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this broker?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve broker' }));

    expect(await screen.findByText('Application approved')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      { url: `/api/admin/applications/${mismatched.id}/approve`, method: 'POST', body: undefined },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('disables the decision while approving, so it is sent once', async () => {
    let release: (response: Response) => void = () => {};
    const { requests } = applicationsApi(mismatched, (request) =>
      request.method === 'POST' ? new Promise<Response>((resolve) => (release = resolve)) : undefined,
    );
    const { user } = renderAt(mismatched);
    await screen.findByRole('heading', { level: 2, name: 'Lone Star Logistics' });

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Approve broker' }));
    const busy = await screen.findByRole('button', { name: 'Approving…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);

    release(jsonResponse(200, { ...mismatched, status: 'approved' }));
    expect(await screen.findByText('Application approved')).toBeInTheDocument();
  });

  it("toasts the server's detail when the application was already decided", async () => {
    applicationsApi(mismatched, (request) =>
      request.method === 'POST'
        ? problemResponse(409, { code: 'conflict', detail: 'This application was already rejected.' })
        : undefined,
    );
    const { user } = renderAt(mismatched);
    await screen.findByRole('heading', { level: 2, name: 'Lone Star Logistics' });

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Approve broker' }));
    expect(await screen.findByText('Could not approve the application')).toBeInTheDocument();
    expect(screen.getByText('This application was already rejected.')).toBeInTheDocument();
  });

  it('rejects only with a reason and shows the server field error', async () => {
    let answer = problemResponse(400, {
      code: 'validation_failed',
      detail: 'The request is invalid.',
      errors: [{ field: 'reason', message: 'Reason must be at most 1000 characters' }],
    });
    const { requests } = applicationsApi(mismatched, (request) =>
      request.method === 'POST' ? answer : undefined,
    );
    const { user } = renderAt(mismatched);
    await screen.findByRole('heading', { level: 2, name: 'Lone Star Logistics' });

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'MC belongs to another company');
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(await within(dialog).findByText('Reason must be at most 1000 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');

    answer = jsonResponse(200, { ...mismatched, status: 'rejected' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(await screen.findByText('Application rejected')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').at(-1)).toEqual({
      url: `/api/admin/applications/${mismatched.id}/reject`,
      method: 'POST',
      body: { reason: 'MC belongs to another company' },
    });
  });

  it('re-checks FMCSA', async () => {
    const { requests } = applicationsApi(mismatched, (request) =>
      request.method === 'POST'
        ? jsonResponse(200, {
            ...mismatched,
            verification: { ...mismatched.verification, verdict: 'pending', reasons: [] },
          })
        : undefined,
    );
    const { user } = renderAt(mismatched);
    await screen.findByRole('heading', { level: 2, name: 'Lone Star Logistics' });

    await user.click(screen.getByRole('button', { name: 'Re-check FMCSA' }));
    expect(await screen.findByText('FMCSA check queued')).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith(`/${mismatched.id}/recheck`))).toBe(true);
  });

  it('shows no decision buttons on a decided application', async () => {
    const approved = createApplication({
      status: 'approved',
      reviewedAt: '2030-05-02T10:00:00.000Z',
      reviewedBy: { id: mismatched.userId, email: 'ada@haulclub.test' },
    });
    applicationsApi(approved);
    renderAt(approved);

    expect(await screen.findByText(/Approved .* by ada@haulclub\.test/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
  });

  it('reopens a rejected application after confirmation, posting to the reopen URL', async () => {
    const rejected = createApplication({
      status: 'rejected',
      decisionReason: 'No broker authority',
      reviewedAt: '2030-05-02T10:00:00.000Z',
      reviewedBy: { id: mismatched.userId, email: 'ada@haulclub.test' },
    });
    const { requests } = applicationsApi(rejected, (request) =>
      request.method === 'POST'
        ? jsonResponse(200, {
            ...rejected,
            status: 'pending',
            decisionReason: null,
            reviewedAt: null,
            reviewedBy: null,
          })
        : undefined,
    );
    const { user } = renderAt(rejected);
    expect(await screen.findByText(/Rejected .* by ada@haulclub\.test/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen application' }));
    expect(await screen.findByText('Application reopened')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      { url: `/api/admin/applications/${rejected.id}/reopen`, method: 'POST', body: undefined },
    ]);
  });
});
