import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentTestBed, type ComponentTestBed } from '@lms/sdk/testing';
import presentationPlugin from '../src/server/index.ts';
import { NOT_A_PRESENTATION } from '../src/schemas/presentationConfig.ts';

let bed: ComponentTestBed;

beforeAll(async () => {
  bed = await componentTestBed(presentationPlugin);
});

afterAll(() => bed?.tk.close());

const fieldsOf = async (config: Record<string, unknown>) => (await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'presentation', config })).body.fields;
const DECK = 'https://docs.google.com/presentation/d/1EAYk18WDjIG-zp_0vLm3CsfQh_i8eXc67Jo2O9C6Vuc/edit?usp=sharing';

describe('presentation component through the kernel routes', () => {
  it('stores the share link trimmed and students read it on the page', async () => {
    const created = await bed.teacher.post(`components/${bed.base}/new/`, { type: 'presentation', title: 'Week 1', config: { url: `  ${DECK} `, title: ' Cells ' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'presentation', plugin: 'presentation' });
    expect(created.body.config).toEqual({ url: DECK, title: 'Cells' });
    const page = (await bed.learner.get(`pages/${bed.base}/`)).body;
    expect(page.contents[0].config).toEqual(created.body.config);
  });

  it('accepts each kind of link it can show', async () => {
    for (const url of [
      'https://drive.google.com/file/d/1EAYk18WDjIG-zp_0vLm3CsfQh_i8eXc67Jo2O9C6Vuc/view',
      'https://www.slideshare.net/slideshow/embed_code/key/8mOULhFtT85SSr',
      'https://example.org/decks/week1.pptx',
      'https://example.org/decks/week1.pdf',
    ]) {
      // Recommended resources: a page's contents stop at two.
      const created = await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'presentation', slot: 'recommended', config: { url } });
      expect(created.status, url).toBe(201);
    }
  });

  it('starts a new component with a config that satisfies its own rules', async () => {
    const created = await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'presentation' });
    expect(created.status).toBe(201);
    expect((await bed.teacher.put(`components/${bed.pages[1]}/${created.body._id}/`, { config: created.body.config })).status).toBe(200);
  });

  it("refuses a missing or blank URL with the spec's message, storing nothing", async () => {
    const existing = (await bed.teacher.get(`pages/${bed.base}/`)).body.contents[0];
    const saved = await bed.teacher.put(`components/${bed.base}/${existing._id}/`, { config: { title: 'No link' } });
    expect(saved.status).toBe(422);
    expect(saved.body.fields).toEqual([{ field: 'config/url', message: 'URL is required here' }]);
    expect(await fieldsOf({ url: '' })).toEqual([{ field: 'config/url', message: 'URL is required here' }]);
    expect((await bed.teacher.get(`components/${bed.course.courseId}/${existing._id}/`)).body.config.url).toBe(DECK);
  });

  it('refuses a link it cannot show, with a message that says what it can', async () => {
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.slideshare.net/Slideshare/get-started-with-slide-share', 'javascript:alert(1)']) {
      expect(await fieldsOf({ url }), url).toEqual([{ field: 'config/url', message: NOT_A_PRESENTATION }]);
    }
    expect(await fieldsOf({ url: DECK, height: 400 })).toEqual([{ field: 'config/height', message: 'Unknown field "height"' }]);
  });

  it('offers its title as searchable text and a demo', () => {
    const type = presentationPlugin.componentTypes![0]!;
    expect(type.searchableText!({ url: DECK, title: 'Cells' })).toBe('Cells');
    expect(type.searchableText!({ url: DECK })).toBe('');
    expect(type.demo!.config.url).toMatch(/^https:\/\/docs\.google\.com\/presentation\/d\//);
  });
});
