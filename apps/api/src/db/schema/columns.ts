import { sql } from 'drizzle-orm';
import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

/** Column builders every schema file shares (not tables: index.ts does not export them). */

/** Case-insensitive text (the citext extension), for email addresses. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** A point of the cube extension (earthdistance's earth coordinates), never read by the app as a value. */
export const cube = customType<{ data: string }>({ dataType: () => 'cube' });

/** When a row was created (database clock). */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A moment that may not have happened yet. */
export const at = () => timestamp({ withTimezone: true });

/** Money in integer cents (read as a safe JavaScript integer). */
export const cents = () => bigint({ mode: 'number' }).notNull();

/** `'a', 'b', …` for a CHECK over a shared list of codes. */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
