import type { Invitation } from '@haulclub/shared';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ADMIN_COMMON, ADMIN_INVITATIONS, INVITATION_KIND_LABELS } from '@/content/admin';
import { formatDateTime } from '@/lib/format';

import { InvitationActions } from './invitation-actions';
import { InvitationStatusBadge } from './invitation-status-badge';

const { columns } = ADMIN_INVITATIONS;

/** Every invitation with its status; pending and expired ones can be resent or revoked. One card each on phones. */
export function InvitationsTable({ invitations }: { invitations: Invitation[] }) {
  return (
    <Table regionLabel={ADMIN_INVITATIONS.tableLabel} layout="cards">
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
        {invitations.map((invitation) => (
          <TableRow key={invitation.id}>
            <TableCell>
              <span className="block truncate font-medium md:max-w-64" title={invitation.email}>
                {invitation.email}
              </span>
              <span className="block text-muted-foreground">{INVITATION_KIND_LABELS[invitation.kind]}</span>
            </TableCell>
            <TableCell label={columns.status}>
              <InvitationStatusBadge status={invitation.status} />
            </TableCell>
            <TableCell label={columns.broker}>
              <span className="block truncate md:max-w-48">
                {invitation.broker?.companyName ?? ADMIN_COMMON.none}
              </span>
            </TableCell>
            <TableCell label={columns.invitedBy}>
              <span className="block truncate md:max-w-48" title={invitation.invitedBy.email}>
                {invitation.invitedBy.name || invitation.invitedBy.email}
              </span>
            </TableCell>
            <TableCell label={columns.expires} className="md:min-w-28">
              <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>
            </TableCell>
            <TableCell className="max-md:border-t max-md:pt-3">
              <InvitationActions invitation={invitation} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
