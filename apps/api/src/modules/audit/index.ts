// The audit module's public surface.
export { recordAudit, type AuditAction, type AuditEntry, type RequestContext } from './record-audit';
export { requestContext } from './request-context';
