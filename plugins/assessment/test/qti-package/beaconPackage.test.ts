import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { beaconPackage } from './journeyPackage.ts';

let world: AssessmentWorld;

beforeAll(async () => {
  world = await assessmentWorld();
});
afterAll(async () => {
  await world.tk.close();
});

interface DeliveredQti {
  id: string;
  content: { xml: string; outcomes?: Record<string, unknown>; correct_response?: Record<string, unknown> };
}

/** The server side of the journey (tests/e2e/journeys/studentTakesImportedQtiPackage.spec.ts), call by call. */
describe('a package with a passage, a hotspot and a templated item, imported into an assessment and taken', () => {
  it('scores the hotspot and the templated item as their response processing says, partial credit kept, and reviews the drawn values', async () => {
    const uploaded = await world.teacher.request('POST', `assessment/packages/import/${world.course.courseId}/?name=beacon.zip`, undefined, {
      headers: { 'content-type': 'application/zip' },
      raw: Buffer.from(beaconPackage()) as unknown as string,
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(202);
    await world.tk.drainJobs();
    const pkg = (await world.teacher.get(`assessment/packages/${uploaded.body._id}/`)).body;
    expect(pkg.report.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'items/hotspot.xml', points: 1, stimuli: ['passages/passage.xml'], refused: null }),
        expect.objectContaining({ path: 'items/templated.xml', points: 2, refused: null }),
      ]),
    );
    const component = await world.teacher.post(`components/${world.pages[0]}/new/`, { type: 'assessment', title: 'Beacon quiz' });
    const confirmed = await world.teacher.post(`assessment/packages/${pkg._id}/confirm/`, { component: component.body._id, test: 'tests/test.xml' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    const path = `assessment/delivery/${world.course.courseId}/${component.body._id}/`;
    const started = await world.learner.post(`${path}start/`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const [hotspot, templated] = started.body.items as DeliveredQti[];
    // The hotspot's picture is the package's image, served from here; the passage is beside it.
    expect(hotspot!.content.xml).toMatch(/<object type="image\/png" data="\/server\/assessment\/packages\/files\/[0-9a-f]{24}"/);
    const drawn = /reaches (\d+) miles, the other (\d+) miles/.exec(templated!.content.xml);
    expect(drawn).not.toBeNull();
    const sum = Number(drawn![1]) + Number(drawn![2]);

    const responses = { [hotspot!.id]: { RESPONSE: 'ROCK' }, [templated!.id]: { RESPONSE: String(sum + 1) } };
    expect((await world.learner.put(`${path}attempt/`, { responses })).status).toBe(200);
    const submitted = await world.learner.post(`${path}submit/`, {});
    // Within 10% but not exact: 1 of 2; the rock: 1 of 1.
    expect(submitted.body).toMatchObject({ status: 'graded', score: 2, max_score: 3 });

    const review = await world.learner.get(`${path}review/`);
    expect(review.body.results).toEqual({
      [hotspot!.id]: { score: 1, max_score: 1, correct: true },
      [templated!.id]: { score: 1, max_score: 2, correct: false },
    });
    const templatedReview = (review.body.items as DeliveredQti[])[1]!;
    expect(templatedReview.content.xml).toContain(`reaches ${drawn![1]} miles, the other ${drawn![2]} miles`);
    expect(templatedReview.content.correct_response).toEqual({ RESPONSE: String(sum) });
  });
});
