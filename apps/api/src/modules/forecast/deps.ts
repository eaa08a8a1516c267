import type { Db } from '../../db/client';
import type { PlatformSettingsService } from '../platform-settings/index';

/** What the forecast routes need; built once by the plugin. */
export interface ForecastModuleDeps {
  db: Db;
  /** The lane-rate floor in force (admin settings). */
  settings: Pick<PlatformSettingsService, 'current'>;
}
