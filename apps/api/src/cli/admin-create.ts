import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/runtime';
import { AuthError, createAdmin } from '../modules/auth/index';

/**
 * npm run admin:create -- --email a@b.c --password '…' [--first-name …] [--last-name …]
 * Creates a confirmed admin, or promotes an existing account to admin.
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});
if (!values.email) {
  console.error(
    'usage: npm run admin:create -- --email <email> --password <password> [--first-name X] [--last-name Y]',
  );
  process.exit(2);
}

const config = loadConfig();
const runtime = await openDatabase(config, (m) => console.log(`[haulclub] ${m}`));
try {
  const result = await createAdmin(runtime.database.db, config.auth.argon2, {
    email: values.email,
    password: values.password,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  console.log(
    result.created
      ? `[haulclub] created admin ${values.email} (${result.userId})`
      : `[haulclub] ${values.email} is now an admin (was ${result.previousRole})`,
  );
} catch (err) {
  console.error(
    `[haulclub] could not create the admin: ${err instanceof AuthError || err instanceof Error ? err.message : String(err)}`,
  );
  process.exitCode = 1;
} finally {
  await runtime.shutdown();
}
