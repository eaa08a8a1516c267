import { SearchIcon } from 'lucide-react';
import { useState } from 'react';

import { useDebouncedCallback } from '@/hooks/use-debounced-callback';

import { Input } from './input';
import { Label } from './label';

export const SEARCH_DEBOUNCE_MS = 300;

type SearchFieldProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
};

/** A search box that searches as you type (debounced) and at once on Enter. */
export function SearchField({ id, label, placeholder, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const search = useDebouncedCallback((q: string) => {
    if (q !== value) onSearch(q);
  }, SEARCH_DEBOUNCE_MS);

  return (
    <form
      role="search"
      className="flex min-w-0 flex-1 flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        search.flush(text.trim());
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          className="pl-9"
          onChange={(event) => {
            setText(event.target.value);
            search.run(event.target.value.trim());
          }}
        />
      </div>
    </form>
  );
}
