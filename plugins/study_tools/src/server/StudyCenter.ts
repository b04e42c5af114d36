import { LmsError, STUDY_MOVE_BUCKETS, type CourseDirectory, type StudyItem, type StudyItems, type StudyMoveBucket } from '@lms/sdk';
import type { StudyCenter as StudyCenterAnswer, StudyCenterItem } from '../calls/studyCenterCalls.ts';
import { STUDY_CENTER_OFF } from '../calls/studyCenterCalls.ts';
import { STUDY_TOOLS_ERRNOS } from './studyCenterErrnos.ts';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function toAnswerItem(item: StudyItem): StudyCenterItem {
  return { _id: item.id, source: item.source, title: item.title, link: item.link, due_at: iso(item.dueAt), created_at: item.createdAt.toISOString(), moved_at: iso(item.movedAt) };
}

/**
 * The study center (part 3 §4, §7): the caller's own items in three buckets,
 * read from and moved through core's `studyItems`; every user (a professor
 * too) has only their own. A course with noStudyCenter shows none.
 */
export class StudyCenter {
  constructor(
    private readonly items: StudyItems,
    private readonly courses: CourseDirectory,
  ) {}

  async buckets(courseId: string, userId: string): Promise<StudyCenterAnswer> {
    if ((await this.courses.flags(courseId)).noStudyCenter) {
      return { red_bucket: [], green_bucket: [], blue_bucket: [], badge: 0, error: STUDY_CENTER_OFF };
    }
    const items = await this.items.list(courseId, userId);
    const bucket = (name: StudyItem['bucket']) => items.filter((item) => item.bucket === name).map(toAnswerItem);
    const red = bucket('red');
    return { red_bucket: red, green_bucket: bucket('green'), blue_bucket: bucket('blue'), badge: red.length, error: null };
  }

  async move(courseId: string, userId: string, itemId: string, bucket: string): Promise<{ item: StudyCenterItem; bucket: StudyMoveBucket }> {
    if ((await this.courses.flags(courseId)).noStudyCenter) throw LmsError.declared(STUDY_TOOLS_ERRNOS, 'study-center-off');
    if (!isMoveBucket(bucket)) throw LmsError.validation([{ field: '/bucket', message: 'An item moves to green or blue.' }]);
    return { item: toAnswerItem(await this.items.move(courseId, userId, itemId, bucket)), bucket };
  }
}

const isMoveBucket = (bucket: string): bucket is StudyMoveBucket => (STUDY_MOVE_BUCKETS as readonly string[]).includes(bucket);
