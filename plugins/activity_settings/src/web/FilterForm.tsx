import { useState, type FormEvent } from 'react';
import { Button, FormField } from '@lms/sdk/web';
import { parseActivityFilter } from '@lms/sdk/rules';

interface FilterFormProps {
  /** The filter the list shows now. */
  applied: string;
  /** Applies a filter that reads (an even number of quotes); the screen may still ask about unsaved changes. */
  onApply(filter: string): void;
}

/** Part 3 §5: words and "quoted phrases" over the activities' titles, lessons and types; an odd number of quotes is refused. */
export function FilterForm({ applied, onApply }: FilterFormProps) {
  const [text, setText] = useState(applied);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseActivityFilter(text);
    setMessage(parsed.ok ? undefined : parsed.message);
    if (parsed.ok) onApply(text.trim());
  };
  return (
    <form role="search" aria-label="Filter activities" className="as-filter" onSubmit={submit}>
      <FormField id="as-filter-text" label="Filter" hint='Words and "quoted phrases"' value={text} onChange={setText} error={message} />
      <Button type="submit" variant="secondary">
        Filter
      </Button>
      {applied !== '' && (
        <Button
          variant="quiet"
          onClick={() => {
            setText('');
            setMessage(undefined);
            onApply('');
          }}
        >
          Clear filter
        </Button>
      )}
    </form>
  );
}
