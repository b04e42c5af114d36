import type { ReactNode } from 'react';
import { Button } from '@lms/sdk/web';
import { TextInput } from './users/TextInput.tsx';

interface SearchBarProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Why the last search was refused (shown at the field). */
  problem: string | null;
  busy: boolean;
  onSearch(): void;
  /** More actions beside Search (Create account). */
  children?: ReactNode;
}

/** The administration screens' search: one field, Search, and the screen's own actions beside. */
export function SearchBar({ label, value, onChange, problem, busy, onSearch, children }: SearchBarProps) {
  return (
    <form
      className="lms-administration-row"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <TextInput label={label} value={value} onChange={onChange} error={problem ?? undefined} />
      <Button type="submit" variant="primary" disabled={busy}>
        Search
      </Button>
      {children}
    </form>
  );
}
