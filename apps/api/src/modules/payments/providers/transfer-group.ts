/**
 * The provider's transfer group of a contract (ADR 15: one per contract): the
 * charge that funds its escrow, its refunds and the transfers that pay its
 * shares out all carry it, so the provider's side of a contract can be listed
 * and reconciled with the ledger (`listTransferGroup`).
 */
export const contractTransferGroup = (contractId: string): string => `contract:${contractId}`;
