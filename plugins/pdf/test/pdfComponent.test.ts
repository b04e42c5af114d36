import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentTestBed, type ComponentTestBed } from '@lms/sdk/testing';
import pdfPlugin from '../src/server/index.ts';

let bed: ComponentTestBed;

beforeAll(async () => {
  bed = await componentTestBed(pdfPlugin);
});

afterAll(() => bed?.tk.close());

const fieldsOf = async (config: Record<string, unknown>) => (await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'pdf', config })).body.fields;
const NOT_A_PDF = 'The URL must lead to a PDF file (ending in .pdf) or to a document uploaded to this site.';

describe('pdf component through the kernel routes', () => {
  it('stores a trimmed config and students read it on the page', async () => {
    const created = await bed.teacher.post(`components/${bed.base}/new/`, {
      type: 'pdf',
      title: 'Syllabus',
      config: { url: ' https://example.org/files/Syllabus.PDF?v=2 ', title: ' Course syllabus  ', height: 900 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'pdf', plugin: 'pdf' });
    expect(created.body.config).toEqual({ url: 'https://example.org/files/Syllabus.PDF?v=2', title: 'Course syllabus', height: 900 });
    const page = (await bed.learner.get(`pages/${bed.base}/`)).body;
    expect(page.contents[0].config).toEqual(created.body.config);
  });

  it('accepts a document of the file library by the address and record id the library answers', async () => {
    await bed.tk.libraryFile(bed.course.courseId, { id: '5f0c2a9e1b2c3d4e5f6a7b8c', name: 'reading.pdf' });
    const libraryFile = { url: `/server/media/${bed.course.courseId}/5f0c2a9e1b2c3d4e5f6a7b8c/reading.pdf`, file: '5f0c2a9e1b2c3d4e5f6a7b8c' };
    const created = await bed.teacher.post(`components/${bed.base}/new/`, { type: 'pdf', config: { ...libraryFile, title: '' } });
    expect(created.status).toBe(201);
    expect(created.body.config).toEqual(libraryFile);
  });

  it('starts a new component with a config that satisfies its own rules', async () => {
    const created = await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'pdf' });
    expect(created.status).toBe(201);
    expect(created.body.config.url).toMatch(/^https:\/\/.+\.pdf$/);
    expect((await bed.teacher.put(`components/${bed.pages[1]}/${created.body._id}/`, { config: created.body.config })).status).toBe(200);
  });

  it("refuses a missing or blank URL with the spec's message, storing nothing", async () => {
    const existing = (await bed.teacher.get(`pages/${bed.base}/`)).body.contents[0];
    const saved = await bed.teacher.put(`components/${bed.base}/${existing._id}/`, { config: { title: 'No address' } });
    expect(saved.status).toBe(422);
    expect(saved.body.fields).toEqual([{ field: 'config/url', message: 'URL is required here' }]);
    expect(await fieldsOf({ url: '  ' })).toEqual([{ field: 'config/url', message: 'URL is required here' }]);
    expect((await bed.teacher.get(`components/${bed.course.courseId}/${existing._id}/`)).body.config.title).toBe('Course syllabus');
  });

  it('refuses addresses that are not PDF files or uploads', async () => {
    for (const url of [
      'https://example.org/files/syllabus.docx',
      'https://example.org/syllabus.pdf.html',
      'https://example.org/getpdf',
      'ftp://example.org/syllabus.pdf',
      'javascript:alert(1)//.pdf',
      '/files/syllabus.pdf',
      '/server/media/../sayhi',
      '/server/media/',
      'https://exa mple.org/a.pdf',
    ]) {
      expect(await fieldsOf({ url }), url).toEqual([{ field: 'config/url', message: NOT_A_PDF }]);
    }
  });

  it('refuses bad optional fields with their messages', async () => {
    const url = 'https://example.org/a.pdf';
    expect(await fieldsOf({ url, height: 100 })).toEqual([{ field: 'config/height', message: 'The height must be a whole number of pixels from 200 to 4000.' }]);
    expect(await fieldsOf({ url, file: 'reading.pdf' })).toEqual([
      { field: 'config/file', message: 'The file must be the 24-character id of an uploaded document.' },
    ]);
    expect(await fieldsOf({ url, title: 'x'.repeat(201) })).toEqual([{ field: 'config/title', message: 'The title is too long (at most 200 characters).' }]);
    expect(await fieldsOf({ url, pages: 3 })).toEqual([{ field: 'config/pages', message: 'Unknown field "pages"' }]);
  });

  it('offers its title as searchable text and a demo', () => {
    const type = pdfPlugin.componentTypes![0]!;
    expect(type.searchableText!({ url: 'https://example.org/a.pdf', title: 'Course syllabus' })).toBe('Course syllabus');
    expect(type.searchableText!({ url: 'https://example.org/a.pdf' })).toBe('');
    // The demo's document ships with the plugin (demo.media): a real PDF that the demo course serves offline.
    expect(type.demo!.config.url).toBe('demo-media:cell-energy-reading.pdf');
    expect(fs.readFileSync(type.demo!.media!['cell-energy-reading.pdf']!).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
