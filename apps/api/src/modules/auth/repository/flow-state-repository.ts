import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { flowStates } from '../../../db/schema/index';

export type FlowStateRow = typeof flowStates.$inferSelect;

export async function insertFlowState(
  db: DbExecutor,
  row: typeof flowStates.$inferInsert,
): Promise<FlowStateRow> {
  const [inserted] = await db.insert(flowStates).values(row).returning();
  if (!inserted) throw new Error('insert into flow_states returned nothing');
  return inserted;
}

export async function setAuthCode(
  db: DbExecutor,
  id: string,
  userId: string,
  authCodeHash: string,
  at: Date,
): Promise<void> {
  await db
    .update(flowStates)
    .set({ userId, authCodeHash, authCodeIssuedAt: at })
    .where(eq(flowStates.id, id));
}

export async function lockFlowStateByCode(
  db: DbExecutor,
  authCodeHash: string,
): Promise<FlowStateRow | undefined> {
  const [row] = await db
    .select()
    .from(flowStates)
    .where(eq(flowStates.authCodeHash, authCodeHash))
    .for('update')
    .limit(1);
  return row;
}

export async function deleteFlowState(db: DbExecutor, id: string): Promise<void> {
  await db.delete(flowStates).where(eq(flowStates.id, id));
}
