import { useState, type FormEvent } from 'react';
import { ApiError, Button, useNotify } from '@lms/sdk/web';
import { changeCourseSlug, getCourseRecord } from '../../calls/courseCalls.ts';
import { useCallCache, useCallMutation } from '../serverData.ts';
import { TextInput } from '../users/TextInput.tsx';

/** Part 3 §7 utils/slug: an administrator sets or clears the course's slug; the server checks its form and that no other course has it. */
export function CourseSlugForm({ courseId, slug }: { courseId: string; slug: string | null }) {
  const notify = useNotify();
  const cache = useCallCache();
  const change = useCallMutation(changeCourseSlug);
  const [value, setValue] = useState(slug ?? '');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const next = value.trim() || null;
    try {
      await change.mutateAsync({ body: { course_id: courseId, slug: next } });
      notify({ type: 'success', message: next ? `The slug is now ${next}.` : 'The slug was removed.' });
      void cache.invalidate(getCourseRecord, { params: { courseId } });
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fieldMessage('slug') ?? failure.message) : (failure as Error).message);
    }
  };

  return (
    <form className="lms-administration-row" onSubmit={(event) => void submit(event)} aria-label="Change the slug">
      <TextInput label="Slug" value={value} onChange={setValue} error={error} />
      <Button type="submit" disabled={change.isPending || (value.trim() || null) === slug}>
        Save the slug
      </Button>
    </form>
  );
}
