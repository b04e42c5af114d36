import { useNavigate } from 'react-router';
import { useShell } from '../../app/ShellContext.ts';
import { enrolInCourse } from '@lms/sdk/calls';
import { emitDataEvents, HOST_DATA_EVENTS } from '@lms/sdk/web';

/** POST add_course/ (also answers for staff and students already in), then the course's home. */
export function useEnrolment(): (courseId: string) => Promise<void> {
  const { api, queryClient } = useShell();
  const navigate = useNavigate();
  return async (courseId) => {
    const answer = await api.call(enrolInCourse, { body: { course_id: courseId } });
    await emitDataEvents(queryClient, [HOST_DATA_EVENTS.coursesChanged]);
    await navigate(`/${answer.id ?? courseId}`, { replace: true });
  };
}
