import type { GradebookAnswer } from '@lms/plugin-gradebook/calls';
import { call, type HttpSession } from './httpSession.ts';
import { timed } from './stats.ts';

const WARM_UP = 3;

/** What the grid shows first: GET gradebook/{courseId}/?limit=50, `reads` times one after another (after a short warm-up). */
export async function measureFirstPage(session: HttpSession, courseId: string, reads: number): Promise<number[]> {
  const read = () => call(session, 'GET', `gradebook/${courseId}/?limit=50`);
  for (let n = 0; n < WARM_UP; n++) await read();
  const times: number[] = [];
  for (let n = 0; n < reads; n++) {
    const { ms, value } = await timed(read);
    const rows = (JSON.parse(value) as GradebookAnswer).students.length;
    if (rows !== 50) throw new Error(`limit=50 answered ${rows} student rows`);
    times.push(ms);
  }
  return times;
}
