import { DEFAULT_PLATFORM_SETTINGS, type PlatformSettingsView } from '@haulclub/shared';

export const SETTINGS_ADMIN = { id: '0d6a0c4e-1b2f-4c3d-8e4f-5a6b7c8d9e0f', email: 'ada@haulclub.test' };

/** A GET /api/admin/settings answer: the defaults unless overridden, no change recorded unless given. */
export function createSettingsView(overrides: Partial<PlatformSettingsView> = {}): PlatformSettingsView {
  return { settings: { ...DEFAULT_PLATFORM_SETTINGS }, changes: [], ...overrides };
}
