import type { RoutePolicy } from './principal';

/** One registered route and the policy it declared (undefined: public). */
export interface RouteTableEntry {
  method: string;
  url: string;
  auth: RoutePolicy | undefined;
}

/** Every route registered after the route-table plugin, for tests that assert over all routes. */
export class RouteTable {
  readonly entries: RouteTableEntry[] = [];

  add(methods: string | string[], url: string, auth: RoutePolicy | undefined): void {
    for (const method of Array.isArray(methods) ? methods : [methods]) {
      if (method === 'HEAD') continue;
      this.entries.push({ method, url, auth });
    }
  }

  /** Routes that declared roles, e.g. for a "no other role gets in" sweep. */
  withRoles(): (RouteTableEntry & { auth: Required<RoutePolicy> })[] {
    return this.entries.filter((e): e is RouteTableEntry & { auth: Required<RoutePolicy> } =>
      Boolean(e.auth?.roles),
    );
  }
}
