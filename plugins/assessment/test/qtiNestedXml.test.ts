import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XML_TOO_DEEP } from '@lms/sdk/xml';
import { assessmentWorld, type AssessmentWorld } from './assessmentWorld.ts';
import { CHOICE_21 } from './qti/samples.ts';

let world: AssessmentWorld;
const IMPORT = 'assessment/items/import/';

beforeAll(async () => {
  world = await assessmentWorld();
});

afterAll(() => world?.tk.close());

// Issue 14 §1 and §6: deeply nested XML in the Question import answered 500 (the parser's stack); it answers 422 on the xml field.
describe('QTI import of deeply nested XML', () => {
  it.each([
    ['nested inside the item body', CHOICE_21.replace('<itemBody>', `<itemBody>${'<div>'.repeat(20_000)}`).replace('</itemBody>', `${'</div>'.repeat(20_000)}</itemBody>`)],
    ['never closed', `<assessmentItem identifier="x">${'<a>'.repeat(100_000)}`],
  ])('answers 422 for XML %s, stores nothing, and the server still answers', async (_name, xml) => {
    const before = (await world.teacher.get('assessment/items/')).body;
    const answer = await world.teacher.post(IMPORT, { xml });
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toEqual([{ field: 'xml', message: XML_TOO_DEEP }]);
    expect((await world.teacher.get('assessment/items/')).body).toEqual(before);
  });

  it('still imports a document nested a few levels', async () => {
    expect((await world.teacher.post(IMPORT, { xml: CHOICE_21.replace('identifier="choice" ', 'identifier="nested-ok" ') })).status).toBe(201);
  });
});
