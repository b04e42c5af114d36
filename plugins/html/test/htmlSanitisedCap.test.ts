import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_TOO_DEEP } from '@lms/sdk';
import { componentTestBed, type ComponentTestBed } from '@lms/sdk/testing';
import htmlPlugin from '../src/server/index.ts';

let bed: ComponentTestBed;

beforeAll(async () => {
  bed = await componentTestBed(htmlPlugin);
});

afterAll(() => bed?.tk.close());

// Issue 14 §1 and §4: input under the cap that escaping makes longer answers 422 on its field, never 500, and nothing is stored.
describe('html that grows past the cap when made safe', () => {
  const TOO_LONG = 'The HTML content is too long once made safe (at most 512 KiB; characters such as < and & take several once escaped).';
  it.each([
    ['500,000 "<"', '<'.repeat(500_000), TOO_LONG],
    ['100,000 nested divs', '<div>'.repeat(100_000), HTML_TOO_DEEP],
    ['repeated "&#"', '&#'.repeat(250_000), TOO_LONG],
  ])('answers 422 on config/html for %s', async (_name, html, message) => {
    const answer = await bed.teacher.post(`components/${bed.base}/new/`, { type: 'html', config: { html } });
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toEqual([{ field: 'config/html', message }]);
    expect((await bed.teacher.get(`pages/${bed.base}/`)).body.contents).toEqual([]);
  });

  it('answers 422 on a save too, and keeps the stored html', async () => {
    const created = await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'html', config: { html: '<p>kept</p>' } });
    const saved = await bed.teacher.put(`components/${bed.pages[1]}/${created.body._id}/`, { config: { html: '<'.repeat(500_000) } });
    expect(saved.status).toBe(422);
    expect((await bed.teacher.get(`pages/${bed.pages[1]}/`)).body.contents[0].config.html).toBe('<p>kept</p>');
  });

  it('stores long html that fits once made safe (sanitised in a worker thread)', async () => {
    const html = '<p>A paragraph of <b>course</b> text.</p>'.repeat(10_000);
    const created = await bed.teacher.post(`components/${bed.base}/new/`, { type: 'html', config: { html: `${html}<script>x()</script>` } });
    expect(created.status).toBe(201);
    expect(created.body.config.html).toBe(html);
  });
});
