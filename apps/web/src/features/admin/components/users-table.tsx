import type { AdminUser } from '@haulclub/shared';

import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ADMIN_COMMON, ADMIN_USERS, BROKER_STATUS_LABELS, ROLE_LABELS } from '@/content/admin';
import { formatDateTime } from '@/lib/format';

import { personName } from '../utils/format';
import { UserActions } from './user-actions';
import { UserStatusBadge } from './user-status-badge';

const { columns } = ADMIN_USERS;

type UsersTableProps = { users: AdminUser[]; currentUserId: string | undefined };

/** The users of one page; one card per user below 768 px. */
export function UsersTable({ users, currentUserId }: UsersTableProps) {
  return (
    <Table regionLabel={ADMIN_USERS.tableLabel} layout="cards">
      <TableHeader>
        <TableRow>
          {Object.values(columns).map((label) => (
            <TableHead key={label} scope="col">
              {label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          const self = user.id === currentUserId;
          return (
            <TableRow key={user.id}>
              <TableCell>
                <span className="block font-medium whitespace-nowrap">
                  {personName(user)}{' '}
                  {self ? <span className="font-normal text-muted-foreground">{ADMIN_USERS.you}</span> : null}
                </span>
                <span className="block max-w-64 truncate text-muted-foreground" title={user.email}>
                  {user.email}
                </span>
              </TableCell>
              <TableCell label={columns.role}>
                <Badge variant="outline">{ROLE_LABELS[user.role ?? 'none']}</Badge>
              </TableCell>
              <TableCell label={columns.status}>
                <UserStatusBadge status={user.status} />
                {user.suspendedReason ? (
                  <p className="mt-1 max-w-48 text-xs text-muted-foreground">
                    {ADMIN_USERS.suspendedBecause(user.suspendedReason)}
                  </p>
                ) : null}
              </TableCell>
              <TableCell label={columns.brokerStatus}>
                {user.brokerStatus ? BROKER_STATUS_LABELS[user.brokerStatus] : ADMIN_COMMON.none}
              </TableCell>
              <TableCell label={columns.company}>
                <span className="block truncate md:max-w-48">{user.companyName ?? ADMIN_COMMON.none}</span>
              </TableCell>
              <TableCell label={columns.lastSignIn} className="md:min-w-28">
                {user.lastSignInAt ? formatDateTime(user.lastSignInAt) : ADMIN_USERS.never}
              </TableCell>
              {/* The signed-in admin's own card has no actions, so no empty footer either. */}
              <TableCell className={self ? 'max-md:hidden' : 'max-md:border-t max-md:pt-3'}>
                {self ? null : <UserActions user={user} />}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
