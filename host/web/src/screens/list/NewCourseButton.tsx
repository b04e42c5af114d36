import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, type CourseListEntry } from '@lms/sdk/web';
import { getCourseCreationPolicy } from '@lms/sdk/calls';
import { useShell } from '../../app/ShellContext.ts';
import { useStore } from '../../app/StateStore.ts';
import { isAdministrator, isProfessor } from '../../session/userRoles.ts';
import { NewCourseDialog } from './NewCourseDialog.tsx';

/** "New course" beside a course list's heading, for whoever the server lets create one (GET course_creation/). */
export function NewCourseButton({ courses }: { courses: readonly CourseListEntry[] }) {
  const { api, session } = useShell();
  const state = useStore(session);
  const mayAsk = state.status === 'signed-in' && (isProfessor(state.user) || isAdministrator(state.user));
  const policy = useQuery({ queryKey: ['course-creation'], queryFn: () => api.call(getCourseCreationPolicy), enabled: mayAsk });
  const [open, setOpen] = useState(false);
  if (!policy.data?.allowed) return null;
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        New course
      </Button>
      {open && <NewCourseDialog teaching={courses.filter((course) => course.role === 'instructor')} chooseInstructor={policy.data.choose_instructor} onClose={() => setOpen(false)} />}
    </>
  );
}
