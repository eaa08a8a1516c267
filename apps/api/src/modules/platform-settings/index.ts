// The platform-settings module's public surface.
export { platformSettingsPlugin, type PlatformSettingsService } from './plugin';
export { readSettings } from './repository';
