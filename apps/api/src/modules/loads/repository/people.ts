import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { users } from '../../../db/schema/index';

export async function findEmail(db: DbExecutor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email;
}
