import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentTestBed, type ComponentTestBed } from '@lms/sdk/testing';
import iframePlugin from '../src/server/index.ts';

let bed: ComponentTestBed;

beforeAll(async () => {
  bed = await componentTestBed(iframePlugin);
});

afterAll(() => bed?.tk.close());

const refusal = async (config: Record<string, unknown>) => (await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'iframe', config })).body.fields;

describe('iframe component through the kernel routes', () => {
  it('stores a trimmed config and students read it on the page', async () => {
    const created = await bed.teacher.post(`components/${bed.base}/new/`, {
      type: 'iframe',
      title: 'Field trip',
      config: { url: '  https://example.org/tour?stop=2#map  ', title: '  Virtual tour ', height: 720 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'iframe', plugin: 'iframe' });
    expect(created.body.config).toEqual({ url: 'https://example.org/tour?stop=2#map', title: 'Virtual tour', height: 720 });

    const page = (await bed.learner.get(`pages/${bed.base}/`)).body;
    expect(page.contents[0].config).toEqual(created.body.config);
  });

  it('drops a blank title and keeps LTI settings', async () => {
    const created = await bed.teacher.post(`components/${bed.base}/new/`, {
      type: 'iframe',
      config: { url: 'https://tool.example/launch', title: '   ', tool_provider_id: 'a'.repeat(24), lti_config: { graded: true, max_score: 10 } },
    });
    expect(created.body.config).toEqual({ url: 'https://tool.example/launch', tool_provider_id: 'a'.repeat(24), lti_config: { graded: true, max_score: 10 } });
  });

  it('starts a new component on a page that satisfies its own rules', async () => {
    const created = await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'iframe' });
    expect(created.status).toBe(201);
    expect(created.body.config.url).toMatch(/^https:\/\//);
    // Saving it back unchanged is accepted.
    const saved = await bed.teacher.put(`components/${bed.pages[1]}/${created.body._id}/`, { config: created.body.config });
    expect(saved.status).toBe(200);
  });

  it("refuses a missing or blank URL with the spec's message", async () => {
    const existing = (await bed.teacher.get(`pages/${bed.base}/`)).body.contents[0];
    const saved = await bed.teacher.put(`components/${bed.base}/${existing._id}/`, { config: { title: 'No address' } });
    expect(saved.status).toBe(422);
    expect(saved.body.fields).toEqual([{ field: 'config/url', message: 'URL is required here' }]);
    expect(await refusal({ url: '' })).toEqual([{ field: 'config/url', message: 'URL is required here' }]);
    expect(await refusal({ url: '   ' })).toEqual([{ field: 'config/url', message: 'URL is required here' }]);
    // Nothing was stored.
    expect((await bed.teacher.get(`components/${bed.course.courseId}/${existing._id}/`)).body.config.url).toBe('https://example.org/tour?stop=2#map');
  });

  it('refuses addresses that are not http(s) web pages', async () => {
    for (const url of ['javascript:alert(1)', 'ftp://files.example/a', 'example.org/page', 'https://', 'https://exa mple.org', 'data:text/html,<b>x</b>']) {
      expect(await refusal({ url })).toEqual([{ field: 'config/url', message: 'URL is invalid.' }]);
    }
    expect(await refusal({ url: `https://example.org/${'a'.repeat(2000)}` })).toEqual([
      { field: 'config/url', message: 'The URL is too long (at most 2000 characters).' },
    ]);
  });

  it('refuses bad optional fields with their messages', async () => {
    const url = 'https://example.org';
    expect(await refusal({ url, height: 40 })).toEqual([{ field: 'config/height', message: 'The height must be a whole number of pixels from 100 to 4000.' }]);
    expect(await refusal({ url, height: 300.5 })).toEqual([{ field: 'config/height', message: 'The height must be a whole number of pixels from 100 to 4000.' }]);
    expect(await refusal({ url, title: 'x'.repeat(201) })).toEqual([{ field: 'config/title', message: 'The title is too long (at most 200 characters).' }]);
    expect(await refusal({ url, tool_provider_id: 'tool-1' })).toEqual([
      { field: 'config/tool_provider_id', message: 'The tool provider id must be 24 hexadecimal characters.' },
    ]);
    expect(await refusal({ url, lti_config: { graded: 'yes', max_score: 1000 } })).toEqual([
      { field: 'config/lti_config/graded', message: 'Graded must be true or false.' },
      { field: 'config/lti_config/max_score', message: 'The max score must be a number from 0 to 999.' },
    ]);
    expect(await refusal({ url, lti_config: { graded: false } })).toEqual([
      { field: 'config/lti_config/max_score', message: 'The max score must be a number from 0 to 999.' },
    ]);
    expect(await refusal({ url, html: '<p>x</p>' })).toEqual([{ field: 'config/html', message: 'Unknown field "html"' }]);
  });

  it('offers its title as searchable text and a demo', () => {
    const type = iframePlugin.componentTypes![0]!;
    expect(type.searchableText!({ url: 'https://example.org', title: 'Virtual tour' })).toBe('Virtual tour');
    expect(type.searchableText!({ url: 'https://example.org' })).toBe('');
    expect(type.demo!.config.url).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    expect(type.demo!.config.title).toBeTruthy();
  });
});
