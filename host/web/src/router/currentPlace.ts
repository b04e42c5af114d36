import type { CurrentPlace } from '@lms/sdk/web';
import type { Params } from 'react-router';
import { isObjectId } from './courseId.ts';

/** The course, lesson and page a route's params name (24-hex ids only: `new` or a route word is no page). */
export function currentPlace(params: Params): CurrentPlace {
  const place: CurrentPlace = {};
  if (isObjectId(params.courseId)) place.courseId = params.courseId;
  if (place.courseId && isObjectId(params.lessonId)) place.lessonId = params.lessonId;
  if (place.lessonId && isObjectId(params.pageId)) place.pageId = params.pageId;
  return place;
}
