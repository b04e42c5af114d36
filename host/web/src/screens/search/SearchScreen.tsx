import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button, useCourseMode, type ScreenProps } from '@lms/sdk/web';
import { searchQueryError } from '@lms/sdk/calls';
import { useShell } from '../../app/ShellContext.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { SearchResults } from './SearchResults.tsx';
import { searchQuery } from './searchQueries.ts';
import '../screens.css';
import './search.css';

/** /{courseId}/search?q= (part 1 §5 Search): a search form and the course's ranked hits for `q`. */
export function SearchScreen({ params }: ScreenProps<'search'>) {
  useDocumentTitle('Search');
  const courseId = params.courseId;
  const { settings } = useShell();
  const [search, setSearch] = useSearchParams();
  const q = (search.get('q') ?? '').trim();
  const inputId = useId();
  const [text, setText] = useState(q);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = searchQueryError(text, settings.search);
    setProblem(message);
    if (!message) setSearch({ q: text.trim() });
  };

  return (
    <div className="screen search-screen">
      <h1>Search</h1>
      <form role="search" className="search-screen__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId}>Search this course</label>
        <div className="search-screen__row">
          <input
            id={inputId}
            className="lms-input"
            type="search"
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="primary">
            Search
          </Button>
        </div>
        {problem && (
          <p id={`${inputId}-error`} className="lms-field-error" role="alert">
            {problem}
          </p>
        )}
      </form>
      {q && !searchQueryError(q, settings.search) && <Results courseId={courseId} q={q} />}
    </div>
  );
}

function Results({ courseId, q }: { courseId: string; q: string }) {
  const { api } = useShell();
  const student = useCourseMode() === 'student';
  const answer = useQuery(searchQuery(api, courseId, q, student));
  if (answer.isPending) return <LoadingState label="Searching…" />;
  if (answer.isError) return <LoadError error={answer.error} title="Search" />;
  return (
    <section aria-label={`Results for ${q}`}>
      <SearchResults courseId={courseId} answer={answer.data} />
    </section>
  );
}
