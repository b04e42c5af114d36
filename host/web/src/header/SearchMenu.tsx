import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import { routePath, Button } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { HeaderMenu } from './HeaderMenu.tsx';
import { searchQueryError } from '@lms/sdk/calls';
import type { HeaderMenus } from './useHeaderMenus.ts';

/** In-course search: a small form that opens the course's search screen with the query. */
export function SearchMenu({ courseId, menus }: { courseId: string; menus: HeaderMenus }) {
  const { settings } = useShell();
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = searchQueryError(query, settings.search);
    setProblem(message);
    if (message) return;
    menus.close();
    void navigate(`${routePath('search', { courseId })}?q=${encodeURIComponent(query.trim())}`);
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
            aria-describedby={problem ? `${inputId}-hint` : undefined}
            onChange={(event) => {
              setQuery(event.target.value);
              setProblem(null);
            }}
          />
          <Button type="submit" variant="primary">
            Search
          </Button>
        </div>
        {problem && (
          <p id={`${inputId}-hint`} className="lms-field-error">
            {problem}
          </p>
        )}
      </form>
    </HeaderMenu>
  );
}
