import type { DbExecutor } from '../../../db/client';
import { deleteUnusedOneTimeTokens } from '../repository/one-time-token-repository';
import { updateUser, type UserRow } from '../repository/user-repository';

/**
 * Until an address is confirmed, whoever signed up with it has proven
 * nothing: it may have been someone else, pre-registering it. When its owner
 * comes along (a new sign-up, or Google vouching for the address) the
 * earlier sign-up loses every claim: its password is replaced (by the new
 * sign-up's) or cleared (Google), and its confirmation links stop working.
 * Call under the address's email lock (lockEmail), on an unconfirmed account.
 */
export async function replaceUnconfirmedSignUp(
  tx: DbExecutor,
  user: UserRow,
  encryptedPassword: string | null,
): Promise<UserRow> {
  if (user.emailConfirmedAt) throw new Error(`user ${user.id} is confirmed: its sign-up stands`);
  await deleteUnusedOneTimeTokens(tx, user.id, 'confirmation');
  return updateUser(tx, user.id, { encryptedPassword });
}
