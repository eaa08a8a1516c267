import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createSettingsView, SETTINGS_ADMIN } from '../testing/settings-fixtures';
import { AdminSettingsView } from './admin-settings-view';

function renderSettings() {
  return renderWithProviders(<AdminSettingsView />, { route: '/admin/settings', role: 'admin' });
}

const patches = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'PATCH');

/** The card of one setting, found by its input's label. */
function field(label: string) {
  const input = screen.getByLabelText(label);
  return { input, card: input.closest('div.rounded-lg') as HTMLElement };
}

describe('AdminSettingsView', () => {
  it('shows every setting in its group with its value, meaning, bounds, default and last change', async () => {
    stubFetch(() =>
      jsonResponse(
        200,
        createSettingsView({
          settings: { ...createSettingsView().settings, premiumWindowMinutes: 20 },
          changes: [
            { key: 'premiumWindowMinutes', updatedAt: '2030-05-01T10:00:00.000Z', updatedBy: SETTINGS_ADMIN },
          ],
        }),
      ),
    );
    renderSettings();

    const premium = await screen.findByRole('group', { name: 'Premium freight' });
    const market = screen.getByRole('group', { name: 'Market' });
    const alerts = screen.getByRole('group', { name: 'Alerts' });
    expect(within(premium).getByLabelText('Premium early-access window')).toHaveValue(20);
    expect(within(premium).getByLabelText('Early access: top share of truckers')).toHaveValue(10);
    expect(within(market).getByLabelText('Lane-rate floor: bookings')).toHaveValue(7);
    expect(within(market).getByLabelText('Lane-rate floor: brokers')).toHaveValue(3);
    expect(within(market).getByLabelText('"Below market" threshold')).toHaveValue(15);
    expect(within(alerts).getByLabelText('Default alert threshold')).toHaveValue(70);

    const window = field('Premium early-access window');
    expect(window.input).toHaveAccessibleDescription(
      'Minutes a premium load is shown only to the top truckers by speed score From 0 to 240 minutes · default 15',
    );
    expect(window.card).toHaveTextContent(/Last changed .*2030.* by ada@haulclub\.test/);
    expect(field('Default alert threshold').card).toHaveTextContent('Never changed');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('checks the bounds in the browser and sends nothing while a value is out of them', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, createSettingsView()));
    const { user } = renderSettings();

    await screen.findByLabelText('Premium early-access window');
    const { input } = field('Premium early-access window');
    await user.clear(input);
    await user.type(input, '241');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Premium early-access window: a whole number from 0 to 240'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Minutes a premium load is shown only to the top truckers by speed score Premium early-access window: a whole number from 0 to 240',
    );

    const share = field('Early access: top share of truckers').input;
    await user.clear(share);
    await user.type(share, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Early access: top share of truckers: a whole number from 1 to 50'),
    ).toBeInTheDocument();
    expect(patches(requests)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Undo edits' }));
    expect(input).toHaveValue(15);
    expect(share).toHaveValue(10);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/a whole number from/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('sends only the changed settings, says so and shows what the server saved', async () => {
    let saved = createSettingsView();
    const { requests } = stubFetch((request) => {
      if (request.method === 'PATCH') {
        saved = createSettingsView({
          settings: { ...saved.settings, ...(request.body as object) },
          changes: [
            { key: 'laneRateMinBookings', updatedAt: '2030-06-02T09:30:00.000Z', updatedBy: SETTINGS_ADMIN },
          ],
        });
      }
      return jsonResponse(200, saved);
    });
    const { user } = renderSettings();

    const bookings = await screen.findByLabelText('Lane-rate floor: bookings');
    await user.clear(bookings);
    await user.type(bookings, '9');
    // Typed back to its saved value: not a change.
    const window = screen.getByLabelText('Premium early-access window');
    await user.clear(window);
    await user.type(window, '15');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Setting saved')).toBeInTheDocument();
    const sent = patches(requests);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/api/admin/settings', body: { laneRateMinBookings: 9 } });
    expect(Object.keys(sent[0]!.body as object)).toEqual(['laneRateMinBookings']);
    await waitFor(() => {
      expect(field('Lane-rate floor: bookings').card).toHaveTextContent(
        /Last changed .*2030.* by ada@haulclub\.test/,
      );
    });
    // Read again after the save, and the form holds the saved values with nothing left to save.
    expect(requests.filter((r) => r.method === 'GET').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText('Lane-rate floor: bookings')).toHaveValue(9);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('keeps what is being typed when the settings are read again, and takes the others', async () => {
    let reads = 0;
    const { requests } = stubFetch((request) => {
      if (request.method === 'PATCH') return jsonResponse(200, createSettingsView());
      reads += 1;
      const view = createSettingsView();
      return jsonResponse(
        200,
        reads === 1 ? view : { ...view, settings: { ...view.settings, alertDefaultThreshold: 80 } },
      );
    });
    const { user, queryClient } = renderSettings();

    const window = await screen.findByLabelText('Premium early-access window');
    await user.clear(window);
    await user.type(window, '30');
    await queryClient.invalidateQueries();

    await waitFor(() => {
      expect(screen.getByLabelText('Default alert threshold')).toHaveValue(80);
    });
    expect(window).toHaveValue(30);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Setting saved');
    expect(patches(requests).map((r) => r.body)).toEqual([{ premiumWindowMinutes: 30 }]);
  });

  it('shows the server’s field error on its field and keeps the typed value', async () => {
    const { requests } = stubFetch((request) =>
      request.method === 'PATCH'
        ? problemResponse(400, {
            code: 'validation_failed',
            detail: 'laneRateMinBrokers: cannot be more than the bookings floor',
            errors: [{ field: 'laneRateMinBrokers', message: 'Cannot be more than the bookings floor (7)' }],
          })
        : jsonResponse(200, createSettingsView()),
    );
    const { user } = renderSettings();

    const brokers = await screen.findByLabelText('Lane-rate floor: brokers');
    await user.clear(brokers);
    await user.type(brokers, '8');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Cannot be more than the bookings floor (7)')).toBeInTheDocument();
    expect(brokers).toHaveAttribute('aria-invalid', 'true');
    expect(brokers).toHaveValue(8);
    expect(screen.getByText('Could not save the settings')).toBeInTheDocument();
    expect(patches(requests).map((r) => r.body)).toEqual([{ laneRateMinBrokers: 8 }]);
  });

  it('shows why the settings did not load', async () => {
    stubFetch(() => problemResponse(403, { code: 'forbidden', detail: 'Admins only.' }));
    renderSettings();
    expect(await screen.findByText('Could not load the settings')).toBeInTheDocument();
    expect(screen.getByText('Admins only.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
