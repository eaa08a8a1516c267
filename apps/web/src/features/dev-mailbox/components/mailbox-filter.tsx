import { SearchIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { DEV_MAILBOX } from '@/content/dev-mailbox';

type MailboxFilterProps = { to: string; onChange: (to: string) => void };

/** The ?to= recipient filter. */
export function MailboxFilter({ to, onChange }: MailboxFilterProps) {
  return (
    <form
      role="search"
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('to');
        onChange(typeof value === 'string' ? value.trim() : '');
      }}
    >
      <Label htmlFor="mailbox-to">{DEV_MAILBOX.filterLabel}</Label>
      <div className="flex gap-2">
        <Input
          key={to}
          id="mailbox-to"
          name="to"
          type="search"
          defaultValue={to}
          placeholder={DEV_MAILBOX.filterPlaceholder}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          <SearchIcon aria-hidden="true" />
          {DEV_MAILBOX.filterSubmit}
        </Button>
        {to ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              onChange('');
            }}
          >
            {DEV_MAILBOX.filterClear}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
