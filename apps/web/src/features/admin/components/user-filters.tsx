import { ROLES, USER_STATUSES, type AdminUserListQuery } from '@haulclub/shared';

import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchField } from '@/components/ui/search-field';
import { ADMIN_USERS, ROLE_LABELS, USER_STATUS_LABELS } from '@/content/admin';

export type UserFilterValues = Required<Pick<AdminUserListQuery, 'q' | 'role' | 'status'>>;

const { filters } = ADMIN_USERS;
const ROLE_FILTERS = ['all', ...ROLES, 'none'] as const;
const STATUS_FILTERS = ['all', ...USER_STATUSES] as const;

type UserFiltersProps = { value: UserFilterValues; onChange: (next: Partial<UserFilterValues>) => void };

/** Search (as you type), role and status filters of the users table. */
export function UserFilters({ value, onChange }: UserFiltersProps) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchField
        id="users-search"
        label={filters.search}
        placeholder={filters.searchPlaceholder}
        value={value.q}
        onSearch={(q) => {
          onChange({ q });
        }}
      />
      <div className="grid grid-cols-2 gap-3 md:w-96">
        <div className="flex flex-col gap-2">
          <Label htmlFor="users-role">{filters.role}</Label>
          <NativeSelect
            id="users-role"
            value={value.role}
            onChange={(event) => {
              onChange({ role: event.target.value as UserFilterValues['role'] });
            }}
          >
            {ROLE_FILTERS.map((role) => (
              <option key={role} value={role}>
                {role === 'all' ? filters.all : ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="users-status">{filters.status}</Label>
          <NativeSelect
            id="users-status"
            value={value.status}
            onChange={(event) => {
              onChange({ status: event.target.value as UserFilterValues['status'] });
            }}
          >
            {STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {status === 'all' ? filters.all : USER_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </div>
  );
}
