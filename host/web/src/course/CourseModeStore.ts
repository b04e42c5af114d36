import type { CourseMode } from '@lms/sdk/web';
import { StateStore } from '../app/StateStore.ts';

const KEY_PREFIX = 'lms_course_mode:';
const MODES: readonly CourseMode[] = ['student', 'presentation', 'edit'];

function isCourseMode(value: string | null): value is CourseMode {
  return MODES.includes(value as CourseMode);
}

function readAll(storage: Storage): Record<string, CourseMode> {
  const modes: Record<string, CourseMode> = {};
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    const value = key?.startsWith(KEY_PREFIX) ? storage.getItem(key) : null;
    if (key && isCourseMode(value)) modes[key.slice(KEY_PREFIX.length)] = value;
  }
  return modes;
}

/** Part 1 §2 "Course mode": the chosen mode of each course, kept in session storage. */
export class CourseModeStore extends StateStore<Readonly<Record<string, CourseMode>>> {
  readonly #storage: Storage;

  constructor(storage: Storage) {
    super(readAll(storage));
    this.#storage = storage;
  }

  get(courseId: string): CourseMode | undefined {
    return this.state[courseId];
  }

  readonly set = (courseId: string, mode: CourseMode): void => {
    this.#storage.setItem(KEY_PREFIX + courseId, mode);
    this.setState({ ...this.state, [courseId]: mode });
  };

  readonly clear = (): void => {
    for (const courseId of Object.keys(this.state)) this.#storage.removeItem(KEY_PREFIX + courseId);
    this.setState({});
  };
}
