/** IPC between the alerts bench and its client processes (scripts/bench/clients/live-fleet.ts). */

/** [loadId, alertId, userId, arrival on the monotonic clock in ms, silent]. */
export type Receipt = [string, string, string, number, boolean];

export type FleetCommand =
  | {
      type: 'connect';
      port: number;
      /** [userId, accessToken] per client. */
      clients: [string, string][];
      /** Source addresses on 127.0.0.0/8, used in turn (each client its own "device"). */
      localAddresses: string[];
      concurrency: number;
      timeoutMs: number;
    }
  | { type: 'close' };

export type FleetReport =
  | { type: 'started' }
  | { type: 'progress'; connected: number; failed: number }
  | { type: 'connected'; connected: number; failed: number; firstFailures: string[] }
  | { type: 'receipts'; receipts: Receipt[] }
  | { type: 'closed'; otherEvents: number; unexpectedCloses: number; open: number; cpuMs: number };
