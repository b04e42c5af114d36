import { useCurrentPlace } from '@lms/sdk/web';
import { getStudyCenter, type StudyCenter } from '../../calls/studyCenterCalls.ts';
import { STUDY_CENTER_CHANGED, useCallQuery } from '../serverData.ts';

/** The caller's study center in the course being read (one cached read for the icon, its badge and the panel). */
function useStudyCenterAnswer<S>(select: (answer: StudyCenter) => S): S | undefined {
  const { courseId } = useCurrentPlace();
  return useCallQuery(getStudyCenter, { params: { courseId: courseId ?? '' } }, { enabled: Boolean(courseId), select, refetchOn: [STUDY_CENTER_CHANGED] }).data;
}

const badge = (answer: StudyCenter) => answer.badge;
const enabled = (answer: StudyCenter) => answer.error === null;

/** The header entry's count (HeaderEntry.useCount): the caller's red items in the course being read. */
export function useStudyCenterBadge(): number | null {
  return useStudyCenterAnswer(badge) ?? null;
}

/** The header entry is left out in a course with noStudyCenter (HeaderEntry.useShown); shown while unknown. */
export function useStudyCenterShown(): boolean {
  return useStudyCenterAnswer(enabled) ?? true;
}
