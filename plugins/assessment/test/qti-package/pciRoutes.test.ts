import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { LIKERT_MODULE, likertPackage } from './pciFixtures.ts';

let world: AssessmentWorld;

beforeAll(async () => {
  world = await assessmentWorld();
});
afterAll(async () => {
  await world.tk.close();
});

describe('a package with a PCI, imported and served', () => {
  it("keeps the PCI's module as a file served as text, never as a script of this site", async () => {
    const uploaded = await world.teacher.request('POST', `assessment/packages/import/${world.course.courseId}/?name=likert.zip`, undefined, {
      headers: { 'content-type': 'application/zip' },
      raw: Buffer.from(likertPackage()) as unknown as string,
    });
    expect(uploaded.status).toBe(202);
    await world.tk.drainJobs();
    const read = await world.teacher.get(`assessment/packages/${uploaded.body._id}/`);
    expect(read.body.report.items).toEqual([expect.objectContaining({ path: 'items/likert.xml', type: 'qti', points: 1, refused: null })]);
    const confirmed = await world.teacher.post(`assessment/packages/${uploaded.body._id}/confirm/`, {});
    expect(confirmed.status).toBe(200);
    const item = (await world.teacher.get(`assessment/items/${confirmed.body.imported.items[0]._id}/`)).body;
    const path = /primary-path="(\/server\/assessment\/packages\/files\/[0-9a-f]{24})"/.exec(item.content.xml)![1]!;
    const module = await world.learner.download(path);
    expect(module.status).toBe(200);
    expect(module.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(module.headers.get('x-content-type-options')).toBe('nosniff');
    expect(module.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(Buffer.from(module.bytes).toString('utf8')).toBe(LIKERT_MODULE);
  });
});

describe('GET assessment/pci/frame', () => {
  it('is a page sandboxed without same-origin, with no network, running only its own script (by hash) and blobs', async () => {
    const page = await world.learner.download('/server/assessment/pci/frame');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = page.headers.get('content-security-policy')!.split('; ');
    expect(policy).toEqual(expect.arrayContaining(['sandbox allow-scripts', "default-src 'none'", "connect-src 'none'", "frame-ancestors 'self'", "form-action 'none'"]));
    const html = Buffer.from(page.bytes).toString('utf8');
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
    expect(policy).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}' blob:`);
    expect(html).toContain('<main id="pci"></main>');
  });
});
