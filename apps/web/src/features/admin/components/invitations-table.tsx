import type { Invitation } from '@haulclub/shared';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ADMIN_COMMON, ADMIN_INVITATIONS, INVITATION_KIND_LABELS } from '@/content/admin';
import { formatDateTime } from '@/lib/format';

import { InvitationActions } from './invitation-actions';
import { InvitationStatusBadge } from './invitation-status-badge';

/** Every invitation with its status; pending and expired ones can be resent or revoked. */
export function InvitationsTable({ invitations }: { invitations: Invitation[] }) {
  return (
    <Table regionLabel={ADMIN_INVITATIONS.tableLabel}>
      <TableHeader>
        <TableRow>
          {Object.values(ADMIN_INVITATIONS.columns).map((label) => (
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
              <span className="block max-w-64 truncate font-medium" title={invitation.email}>
                {invitation.email}
              </span>
              <span className="block text-muted-foreground">{INVITATION_KIND_LABELS[invitation.kind]}</span>
            </TableCell>
            <TableCell>
              <InvitationStatusBadge status={invitation.status} />
            </TableCell>
            <TableCell className="max-w-48 truncate">
              {invitation.broker?.companyName ?? ADMIN_COMMON.none}
            </TableCell>
            <TableCell className="max-w-48 truncate" title={invitation.invitedBy.email}>
              {invitation.invitedBy.name || invitation.invitedBy.email}
            </TableCell>
            <TableCell className="min-w-28">
              <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>
            </TableCell>
            <TableCell>
              <InvitationActions invitation={invitation} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
