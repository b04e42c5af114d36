import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentTestBed, type ComponentTestBed } from '@lms/sdk/testing';
import htmlPlugin from '../src/server/index.ts';
import { MAX_HTML_LENGTH } from '../src/schemas/htmlConfig.ts';

let bed: ComponentTestBed;

beforeAll(async () => {
  bed = await componentTestBed(htmlPlugin);
});

afterAll(() => bed?.tk.close());

describe('html component through the kernel routes', () => {
  it('stores sanitised HTML on create and on save, and students read it on the page', async () => {
    const created = await bed.teacher.post(`components/${bed.base}/new/`, {
      type: 'html',
      title: 'Intro',
      config: { html: '<h2 onclick="steal()">Hello</h2><script>alert(1)</script><p><a href="javascript:alert(1)">x</a><img src="x" onerror="y()"></p>' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'html', plugin: 'html', config: { html: '<h2>Hello</h2><p><a>x</a><img src="x" /></p>' } });

    const saved = await bed.teacher.put(`components/${bed.base}/${created.body._id}/`, {
      config: { html: '<p style="text-align:center;position:fixed">Centered</p><iframe src="https://evil.example"></iframe><a href="https://ok.example" target="_blank">ok</a>' },
    });
    expect(saved.body.config.html).toBe('<p style="text-align:center">Centered</p><a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>');

    const page = (await bed.learner.get(`pages/${bed.base}/`)).body;
    expect(page.contents[0].config.html).toBe(saved.body.config.html);
  });

  it('starts a new component empty', async () => {
    const created = await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'html' });
    expect(created.body.config).toEqual({ html: '' });
  });

  it("refuses bad configs with the plugin's messages", async () => {
    expect((await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'html', config: { html: 42 } })).body.fields).toEqual([
      { field: 'config/html', message: 'The HTML content must be text.' },
    ]);
    expect((await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'html', config: { html: 'x'.repeat(MAX_HTML_LENGTH + 1) } })).body.fields).toEqual([
      { field: 'config/html', message: 'The HTML content is too long (at most 512 KiB).' },
    ]);
    expect((await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'html', config: { html: '', css: 'body{}' } })).body.fields).toEqual([
      { field: 'config/css', message: 'Unknown field "css"' },
    ]);
  });

  it('offers its searchable text and a demo', () => {
    const type = htmlPlugin.componentTypes![0]!;
    expect(type.searchableText!({ html: '<h2>Cell</h2><p>The <b>membrane</b></p>' })).toBe('CellThe membrane');
    expect(type.demo!.config.html).toContain('HTML component');
  });
});
