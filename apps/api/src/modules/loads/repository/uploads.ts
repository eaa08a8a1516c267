import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { uploads } from '../../../db/schema/index';

export type UploadRow = typeof uploads.$inferSelect;
export type UploadInfo = Omit<UploadRow, 'data'>;

const info = {
  id: uploads.id,
  ownerId: uploads.ownerId,
  purpose: uploads.purpose,
  contentType: uploads.contentType,
  byteSize: uploads.byteSize,
  sha256: uploads.sha256,
  createdAt: uploads.createdAt,
};

export async function insertUpload(db: DbExecutor, row: typeof uploads.$inferInsert): Promise<UploadInfo> {
  const [inserted] = await db.insert(uploads).values(row).returning(info);
  if (!inserted) throw new Error('insert into uploads returned nothing');
  return inserted;
}

/** A proof-of-delivery photo uploaded by this user (metadata only). */
export async function findOwnPodPhoto(
  db: DbExecutor,
  id: string,
  ownerId: string,
): Promise<UploadInfo | undefined> {
  const [row] = await db
    .select(info)
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.ownerId, ownerId), eq(uploads.purpose, 'pod_photo')))
    .limit(1);
  return row;
}

export async function findUpload(db: DbExecutor, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row;
}
