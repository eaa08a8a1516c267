import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { MailboxView } from './mailbox-view';

const summary = {
  id: '0c6b2f0e-94b6-4a43-8a55-8a3b3f1c2d01',
  to: 'dispatch@haulclub.test',
  from: 'HaulClub <no-reply@haulclub.test>',
  subject: 'New invitation request',
  status: 'sent' as const,
  transport: 'smtp' as const,
  attempts: 1,
  createdAt: '2030-05-01T10:00:00.000Z',
  sentAt: '2030-05-01T10:00:01.000Z',
};
const older = {
  ...summary,
  id: '0c6b2f0e-94b6-4a43-8a55-8a3b3f1c2d02',
  subject: 'Welcome',
  to: 'someone@example.test',
};
const detail = {
  ...summary,
  text: 'Dana wants in.\nReview: http://localhost:3000/admin/invites\n<script>alert(1)</script>',
  html: '<p>Dana wants in.</p>',
  replyTo: 'dana@example.test',
  lastError: null,
};

function mailboxApi(messages: (typeof summary)[]) {
  return (request: RecordedRequest) => {
    if (request.url.startsWith('/api/dev/mailbox/')) return jsonResponse(200, detail);
    return jsonResponse(200, { messages });
  };
}

describe('MailboxView', () => {
  beforeEach(() => {});

  it('says so when there are no messages', async () => {
    stubFetch(mailboxApi([]));
    renderWithProviders(<MailboxView />, { route: '/dev/mailbox' });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('lists messages newest first and opens one with clickable links and no executed markup', async () => {
    stubFetch(mailboxApi([summary, older]));
    const { user, router } = renderWithProviders(<MailboxView />, { route: '/dev/mailbox' });

    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('New invitation request'),
      expect.stringContaining('Welcome'),
    ]);

    await user.click(items[0] as HTMLElement);
    expect(router.state.location.search).toBe(`?message=${summary.id}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'New invitation request' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://localhost:3000/admin/invites' })).toHaveAttribute(
      'href',
      'http://localhost:3000/admin/invites',
    );
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'HTML version' }));
    const frame = await screen.findByTitle('HTML version of “New invitation request”');
    expect(frame).toHaveAttribute('sandbox', '');
  });

  it('filters by recipient through ?to=', async () => {
    const { requests } = stubFetch(mailboxApi([summary]));
    const { user, router } = renderWithProviders(<MailboxView />, { route: '/dev/mailbox' });
    await screen.findByRole('list', { name: 'Messages' });

    await user.type(screen.getByLabelText('Filter by recipient'), 'dispatch@haulclub.test');
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    expect(router.state.location.search).toBe('?to=dispatch%40haulclub.test');
    await waitFor(() => {
      expect(requests.at(-1)?.url).toBe('/api/dev/mailbox?to=dispatch%40haulclub.test');
    });
  });

  it("shows the problem's detail when the mailbox is unavailable", async () => {
    stubFetch(() =>
      problemResponse(403, { code: 'forbidden', detail: 'The dev mailbox is only available in demo mode.' }),
    );
    renderWithProviders(<MailboxView />, { route: '/dev/mailbox' });
    expect(await screen.findByText('The dev mailbox is only available in demo mode.')).toBeInTheDocument();
  });

  it('shows a missing message as an error', async () => {
    stubFetch((request) =>
      request.url.startsWith('/api/dev/mailbox/')
        ? problemResponse(404, { code: 'not_found', detail: 'No message with this id.' })
        : jsonResponse(200, { messages: [] }),
    );
    renderWithProviders(<MailboxView />, { route: `/dev/mailbox?message=${summary.id}` });
    expect(await screen.findByText('No message with this id.')).toBeInTheDocument();
  });

  it('refreshes at once when the server announces new mail', async () => {
    const { requests } = stubFetch(mailboxApi([]));
    renderWithProviders(<MailboxView />, { route: '/dev/mailbox' });
    await screen.findByText('No messages yet');
    const before = requests.length;

    emitLive('dev-mailbox', 'mail.queued', {});
    await waitFor(() => {
      expect(requests.length).toBe(before + 1);
    });
  });
});
