import { useId } from 'react';
import { routePath, Button } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';

export const LINK_COPIED = 'Enrolment link copied.';
export const LINK_NOT_COPIED = 'Could not copy the link. Select it and copy it yourself.';

/** The address students use to enrol (/signup/{courseId}), to read, select or copy. */
export function EnrolmentLink({ courseId }: { courseId: string }) {
  const { notifications } = useShell();
  const id = useId();
  const link = `${window.location.origin}${routePath('signup.course', { courseId })}`;

  const copy = async () => {
    try {
      // navigator.clipboard is missing outside secure contexts (plain http on another host).
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(link);
      notifications.show({ type: 'success', message: LINK_COPIED });
    } catch {
      notifications.show({ type: 'error', message: LINK_NOT_COPIED });
    }
  };

  return (
    <div className="enrolment-link">
      <label className="enrolment-link__label" htmlFor={id}>
        Enrolment link
      </label>
      <p className="enrolment-link__hint" id={`${id}-hint`}>
        Students open this link to join the course.
      </p>
      <div className="enrolment-link__row">
        <input id={id} className="lms-input" readOnly value={link} aria-describedby={`${id}-hint`} onFocus={(event) => event.target.select()} />
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
    </div>
  );
}
