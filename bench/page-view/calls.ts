import type { PageAddress } from './seedCourse.ts';

/** The two calls the page screen makes (host/web/src/course/courseQueries.ts). */
export type CallName = 'page' | 'outline';

export function callPath(call: CallName, address: PageAddress): string {
  return call === 'page'
    ? `/server/pages/${address.courseId}/${address.lessonId}/${address.pageId}/`
    : `/server/courses/${address.courseId}/`;
}

export interface CallAnswer {
  status: number;
  body: unknown;
}

/** One GET as a logged-in browser makes it. */
export async function getJson(baseUrl: string, path: string, cookie: string): Promise<CallAnswer> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie, accept: 'application/json' } });
  return { status: response.status, body: await response.json() };
}
