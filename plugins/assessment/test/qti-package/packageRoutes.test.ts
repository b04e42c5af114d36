import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@lms/sdk/testing';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { DEFAULT_ASSESSMENT_CONFIG } from '../../src/schemas/assessmentConfig.ts';
import { draft } from '../itemSamples.ts';
import { choiceItem30, folderPackage, manifest, PASSAGE_30, passageFolder, passagePackage, PNG, resource, testPackage, zip } from './packageFixtures.ts';

let world: AssessmentWorld;

beforeAll(async () => {
  world = await assessmentWorld();
});
afterAll(async () => {
  await world.tk.close();
});

const upload = (client: TestClient, bytes: Uint8Array, course = world.course.courseId) =>
  client.request('POST', `assessment/packages/import/${course}/?name=lighthouse.zip`, undefined, { headers: { 'content-type': 'application/zip' }, raw: Buffer.from(bytes) as unknown as string });

async function readPackage(bytes: Uint8Array, items = 2) {
  const uploaded = await upload(world.teacher, bytes);
  expect(uploaded.status).toBe(202);
  expect(uploaded.body).toMatchObject({ status: 'reading', progress: { done: 0, total: items } });
  await world.tk.drainJobs();
  const read = await world.teacher.get(`assessment/packages/${uploaded.body._id}/`);
  expect(read.status).toBe(200);
  return read.body;
}

describe('importing a content package: upload, report, confirm', () => {
  it('reports what would be imported before anything is, then imports items, passage and image in one confirm', async () => {
    const pkg = await readPackage(passagePackage());
    expect(pkg).toMatchObject({ status: 'ready', version: '3.0', progress: { done: 2, total: 2 }, file_name: 'lighthouse.zip' });
    expect(pkg.report.items).toEqual(
      expect.arrayContaining([
        { path: 'items/choice.xml', identifier: 'where', title: 'Where it stood', type: 'single_choice', points: 2, stimuli: ['passages/passage.xml'], refused: null },
        { path: 'items/keeper.xml', identifier: 'keeper', title: 'The keeper', type: 'short_text', points: 1, stimuli: [], refused: null },
      ]),
    );
    expect(pkg.report.media).toEqual([{ path: 'images/lighthouse.png', mimetype: 'image/png', size: PNG.byteLength }]);
    // Nothing is in the bank yet, and the image is not served.
    expect((await world.teacher.get('assessment/items/')).body.items).toEqual([]);

    const confirmed = await world.teacher.post(`assessment/packages/${pkg._id}/confirm/`, {});
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'imported', imported: { stimuli: 1, files: 1, assessment: null } });
    const where = confirmed.body.imported.items.find((item: { path: string }) => item.path === 'items/choice.xml');
    const item = (await world.teacher.get(`assessment/items/${where._id}/`)).body;
    expect(item).toMatchObject({ type: 'single_choice', points: 2, tags: [{ type: 'course_id', name: world.course.courseId }] });
    expect(item.prompt).toContain('The lighthouse stood on the rock.');
    const src = /src="(\/server\/assessment\/packages\/files\/[0-9a-f]{24})"/.exec(item.prompt)![1]!;
    const image = await world.learner.download(src);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(new Uint8Array(image.bytes)).toEqual(PNG);

    const again = await world.teacher.post(`assessment/packages/${pkg._id}/confirm/`, {});
    expect(again.status).toBe(409);
  });

  it('fills an assessment of the course from an assessmentTest: items in order, time limit, shuffling, navigation', async () => {
    const pkg = await readPackage(testPackage());
    expect(pkg.report.tests).toEqual([expect.objectContaining({ path: 'tests/test.xml', title: 'Lighthouse quiz', left_out: [], not_kept: [] })]);
    const component = await world.teacher.post(`components/${world.pages[1]}/new/`, { type: 'assessment', title: 'Quiz' });
    expect(component.status).toBe(201);
    const confirmed = await world.teacher.post(`assessment/packages/${pkg._id}/confirm/`, { component: component.body._id, test: 'tests/test.xml' });
    expect(confirmed.status).toBe(200);
    // The bank already had "where" and "keeper" from the first package: these are copies.
    expect(confirmed.body.imported.items.map((item: { reference: string }) => item.reference).sort()).toEqual(['keeper (copy)', 'where (copy)']);
    const saved = await world.teacher.get(`components/${world.course.courseId}/${component.body._id}/`);
    const ids = ['items/choice.xml', 'items/keeper.xml'].map((path) => confirmed.body.imported.items.find((item: { path: string }) => item.path === path)._id);
    expect(saved.body.config).toMatchObject({ items: [{ id: ids[0], points: 2 }, { id: ids[1], points: 1 }], time_limit: 1200, time_limit_custom: true, scramble: true, lock_back_button: true, instructions: 'Read the passage first.' });
  });

  it('reads a zip without a manifest (a folder of QTI files) as a package: the same report and confirm', async () => {
    const pkg = await readPackage(folderPackage());
    expect(pkg.report.items).toEqual([
      expect.objectContaining({ path: 'bank/items/choice.xml', type: 'single_choice', points: 2, stimuli: ['bank/passages/passage.xml'], refused: null }),
      expect.objectContaining({ path: 'bank/items/keeper.xml', type: 'qti', refused: null }),
    ]);
    expect(pkg.report.media).toEqual([{ path: 'bank/images/lighthouse.png', mimetype: 'image/png', size: PNG.byteLength }]);
    expect(pkg.report.tests).toEqual([expect.objectContaining({ path: 'bank/tests/test.xml', left_out: [] })]);
    const component = await world.teacher.post(`components/${world.pages[1]}/new/`, { type: 'assessment', title: 'Bank quiz' });
    const confirmed = await world.teacher.post(`assessment/packages/${pkg._id}/confirm/`, { component: component.body._id, test: 'bank/tests/test.xml' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'imported', imported: { stimuli: 1, files: 1, assessment: { component_id: component.body._id, items: 2 } } });
  });

  it.each(['2.2', '3.0'] as const)('shows the passage of a QTI %s folder without a manifest beside its item, in the report and once imported', async (version) => {
    const pkg = await readPackage(passageFolder(version), 1);
    expect(pkg.version).toBe(version);
    expect(pkg.report.stimuli).toEqual([{ path: 'bank/passages/passage.xml', identifier: 'passage', title: 'The lighthouse' }]);
    expect(pkg.report.items).toEqual([expect.objectContaining({ path: 'bank/items/choice.xml', type: 'single_choice', stimuli: ['bank/passages/passage.xml'], refused: null })]);
    const confirmed = await world.teacher.post(`assessment/packages/${pkg._id}/confirm/`, {});
    expect(confirmed.body).toMatchObject({ status: 'imported', imported: { stimuli: 1, files: 1 } });
    const item = (await world.teacher.get(`assessment/items/${confirmed.body.imported.items[0]._id}/`)).body;
    expect(item.prompt).toContain('The lighthouse stood on the rock.');
  });

  it('refuses a hostile package at upload with a 422 naming the file, storing nothing', async () => {
    const traversal = await upload(world.teacher, zip({ 'imsmanifest.xml': '<manifest/>', '../evil.xml': 'x' }));
    expect(traversal.status).toBe(422);
    expect(traversal.body.fields).toEqual([{ field: 'file', message: 'The file name "../evil.xml" leaves the package (absolute, "..", a drive or a backslash): refused.' }]);
    const notZip = await world.teacher.request('POST', `assessment/packages/import/${world.course.courseId}/`, undefined, { headers: { 'content-type': 'application/json' }, raw: '{}' });
    expect(notZip.status).toBe(415);
  });

  it('takes the package as the browser sends it: the file of a multipart form, its name kept', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(passagePackage())], { type: 'application/zip' }), 'from-browser.zip');
    const uploaded = await world.teacher.upload(`assessment/packages/import/${world.course.courseId}/`, form);
    expect(uploaded.status).toBe(202);
    expect(uploaded.body).toMatchObject({ file_name: 'from-browser.zip', status: 'reading', progress: { total: 2 } });
    const empty = await world.teacher.upload(`assessment/packages/import/${world.course.courseId}/`, new FormData());
    expect(empty.status).toBe(422);
  });

  it('lists the course\'s assessments a test may fill', async () => {
    const answer = await world.teacher.get(`assessment/packages/assessments/${world.course.courseId}/`);
    expect(answer.status).toBe(200);
    expect(answer.body.assessments).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Quiz', lesson: 'L', questions: 2 })]));
    expect((await world.learner.get(`assessment/packages/assessments/${world.course.courseId}/`)).status).toBe(403);
  });

  it('is for professors of the course, and a package is its uploader\'s alone', async () => {
    expect((await upload(world.learner, passagePackage())).status).toBe(403);
    expect((await upload(world.stranger, passagePackage())).status).toBe(403);
    const uploaded = await upload(world.teacher, passagePackage());
    expect((await world.helper.get(`assessment/packages/${uploaded.body._id}/`)).status).toBe(404);
    expect((await world.helper.post(`assessment/packages/${uploaded.body._id}/confirm/`, {})).status).toBe(404);
  });
});

describe('exporting', () => {
  it('exports a Question as a QTI 3.0 package that imports back as the same item', async () => {
    const created = await world.teacher.post('assessment/items/', draft('matching', { reference: 'export-me', points: 4 }));
    expect(created.status).toBe(201);
    const exported = await world.teacher.download(`server/assessment/packages/export/?items=${created.body._id}`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(exported.bytes));
    expect(Object.keys(files).sort()).toEqual(['imsmanifest.xml', 'items/export-me.xml']);
    expect(strFromU8(files['imsmanifest.xml']!)).toContain('type="imsqti_item_xmlv3p0" href="items/export-me.xml"');
    expect(strFromU8(files['items/export-me.xml']!)).toContain('<qti-match-interaction');

    const pkg = await readPackage(new Uint8Array(exported.bytes), 1);
    expect(pkg.report.items).toEqual([{ path: 'items/export-me.xml', identifier: 'export-me', title: created.body.title, type: 'matching', points: 4, stimuli: [], refused: null }]);
    const confirmed = await world.teacher.post(`assessment/packages/${pkg._id}/confirm/`, {});
    const back = (await world.teacher.get(`assessment/items/${confirmed.body.imported.items[0]._id}/`)).body;
    expect({ type: back.type, content: back.content, points: back.points, prompt: back.prompt }).toEqual({ type: 'matching', content: created.body.content, points: 4, prompt: created.body.prompt });
  });

  it('exports an assessment as QTI 2.1 with its assessmentTest', async () => {
    const item = await world.teacher.post('assessment/items/', draft('single_choice', { reference: 'in-test' }));
    const component = await world.teacher.post(`components/${world.pages[2]}/new/`, { type: 'assessment', title: 'Exported quiz', config: { ...DEFAULT_ASSESSMENT_CONFIG, items: [{ id: item.body._id, points: 3 }], time_limit: 600, time_limit_custom: true } });
    expect(component.status).toBe(201);
    const exported = await world.teacher.download(`server/assessment/packages/export/?course=${world.course.courseId}&component=${component.body._id}&version=2.1`);
    expect(exported.status).toBe(200);
    const files = unzipSync(new Uint8Array(exported.bytes));
    const test = strFromU8(files['tests/assessment.xml']!);
    expect(test).toContain('<assessmentTest xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1"');
    expect(test).toContain('<timeLimits maxTime="600"/>');
    expect(test).toContain('href="../items/in-test.xml"');
    expect(strFromU8(files['items/in-test.xml']!)).toContain('<choiceInteraction responseIdentifier="RESPONSE"');
    expect((await world.stranger.download(`server/assessment/packages/export/?course=${world.course.courseId}&component=${component.body._id}`)).status).toBe(403);
  });
});

describe('a qti item that names a passage', () => {
  it('is delivered with the passage beside it (the stimulus the package brought), in the attempt and its review', async () => {
    const kept = choiceItem30('kept-with-passage').replace('<p><img src="../images/lighthouse.png" alt="The lighthouse"/></p>', '<p><math xmlns="http://www.w3.org/1998/Math/MathML"><mn>1</mn></math> lighthouse</p>');
    const bytes = zip({
      'imsmanifest.xml': manifest(resource('S1', 'imsqti_stimulus_xmlv3p0', 'passages/passage.xml') + resource('I1', 'imsqti_item_xmlv3p0', 'items/kept.xml', ['S1', 'IMG']) + resource('IMG', 'webcontent', 'images/lighthouse.png')),
      'passages/passage.xml': PASSAGE_30,
      'items/kept.xml': kept,
      'images/lighthouse.png': PNG,
    });
    const pkg = await readPackage(bytes, 1);
    expect(pkg.report.items).toEqual([expect.objectContaining({ path: 'items/kept.xml', type: 'qti', stimuli: ['passages/passage.xml'] })]);
    const confirmed = await world.teacher.post(`assessment/packages/${pkg._id}/confirm/`, {});
    const itemId = confirmed.body.imported.items[0]._id as string;

    const course = await world.tk.createCourse({ instructor: world.instructor, students: [world.student], lessons: [{ title: 'Passages', pages: [{ title: 'Quiz' }] }] });
    const page = `${course.courseId}/${course.first.lessonId}/${course.lessons[0]!.pageIds[0]}`;
    const config = { ...DEFAULT_ASSESSMENT_CONFIG, show_correct_answers: 'immediately', items: [{ id: itemId, points: 2 }] };
    const created = await world.teacher.post(`components/${page}/new/`, { type: 'assessment', title: 'With a passage', config });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `assessment/delivery/${course.courseId}/${created.body._id}/`;
    const started = await world.learner.post(`${path}start/`, {});
    const [item] = started.body.items;
    expect(item.type).toBe('qti');
    expect(item.content.stimuli).toEqual([{ id: expect.stringMatching(/^[0-9a-f]{24}$/), title: 'The lighthouse', html: expect.stringContaining('The lighthouse stood on the rock.') }]);
    expect(item.content.stimuli[0].html).toMatch(/src="\/server\/assessment\/packages\/files\/[0-9a-f]{24}"/);
    await world.learner.put(`${path}attempt/`, { responses: { [item.id]: { RESPONSE: 'rock' } } });
    expect((await world.learner.post(`${path}submit/`, {})).body).toMatchObject({ score: 2, max_score: 2 });
    const review = await world.learner.get(`${path}review/`);
    expect(review.body.items[0].content.stimuli).toEqual(item.content.stimuli);
  });
});
