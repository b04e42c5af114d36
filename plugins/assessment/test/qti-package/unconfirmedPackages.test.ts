import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { PACKAGE_FILES_TABLE, PACKAGES_TABLE } from '../../src/server/packages/packageRows.ts';
import { passagePackage } from './packageFixtures.ts';

let world: AssessmentWorld;

beforeAll(async () => {
  world = await assessmentWorld();
});
afterAll(async () => {
  await world.tk.close();
});

const HOUR_MS = 3_600_000;

/** The instructor, logged in anew (the clock moves past a session's life here). */
const teacher = () => world.tk.loginAs(world.instructor);

async function uploadAndRead(): Promise<string> {
  const uploaded = await (await teacher()).request('POST', `assessment/packages/import/${world.course.courseId}/?name=lighthouse.zip`, undefined, {
    headers: { 'content-type': 'application/zip' },
    raw: Buffer.from(passagePackage()) as unknown as string,
  });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(202);
  await world.tk.drainJobs();
  return uploaded.body._id;
}

const filesOf = async (packageId: string) => Number((await world.tk.kernel.knex(PACKAGE_FILES_TABLE).where({ package_id: packageId }).count({ n: '*' }))[0]!.n);

describe('packages never confirmed', () => {
  it('are removed with their stored files a day after the upload; a confirmed one and a younger one stay', async () => {
    world.tk.clock.set(new Date());
    try {
      const forgotten = await uploadAndRead();
      const confirmed = await uploadAndRead();
      expect((await (await teacher()).post(`assessment/packages/${confirmed}/confirm/`, {})).status).toBe(200);
      expect(await filesOf(forgotten)).toBe(1);

      // Half a day later another upload; nothing is removed yet.
      world.tk.clock.advance(12 * HOUR_MS);
      const younger = await uploadAndRead();
      await world.tk.drainJobs();
      expect((await (await teacher()).get(`assessment/packages/${forgotten}/`)).status).toBe(200);

      // A day and two minutes after the first upload, its removal is due.
      world.tk.clock.advance(12 * HOUR_MS + 2 * 60_000);
      await world.tk.drainJobs();
      expect((await (await teacher()).get(`assessment/packages/${forgotten}/`)).status).toBe(404);
      expect(await filesOf(forgotten)).toBe(0);
      expect((await (await teacher()).get(`assessment/packages/${confirmed}/`)).body.status).toBe('imported');
      expect(await filesOf(confirmed)).toBe(1);
      expect((await (await teacher()).get(`assessment/packages/${younger}/`)).body.status).toBe('ready');

      // The younger one's own removal, a day after it.
      world.tk.clock.advance(12 * HOUR_MS);
      await world.tk.drainJobs();
      expect(await world.tk.kernel.knex(PACKAGES_TABLE).whereIn('id', [forgotten, younger]).select('id')).toEqual([]);
      expect(await filesOf(younger)).toBe(0);
    } finally {
      world.tk.clock.reset();
    }
  });
});
