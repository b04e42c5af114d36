import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import { routePath, Button } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { HeaderMenu } from './HeaderMenu.tsx';
import { minimumSearchLength } from './searchQuery.ts';
import type { HeaderMenus } from './useHeaderMenus.ts';

/** In-course search: a small form that opens the course's search screen with the query. */
export function SearchMenu({ courseId, menus }: { courseId: string; menus: HeaderMenus }) {
  const { settings } = useShell();
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const minimum = minimumSearchLength(settings.search);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (text.length < minimum) {
      setTooShort(true);
      return;
    }
    void navigate(`${routePath('search', { courseId })}?q=${encodeURIComponent(text)}`);
  };

  return (
    <HeaderMenu id="search" menus={menus} icon={Search} label="Search">
      <form className="header-search" role="search" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="header-search__label">
          Search this course
        </label>
        <div className="header-search__row">
          <input
            id={inputId}
            className="lms-input"
            type="search"
            value={query}
            autoFocus
            aria-describedby={tooShort ? `${inputId}-hint` : undefined}
            onChange={(event) => {
              setQuery(event.target.value);
              setTooShort(false);
            }}
          />
          <Button type="submit" variant="primary">
            Search
          </Button>
        </div>
        {tooShort && (
          <p id={`${inputId}-hint`} className="lms-field-error">
            Enter at least {minimum} characters.
          </p>
        )}
      </form>
    </HeaderMenu>
  );
}
