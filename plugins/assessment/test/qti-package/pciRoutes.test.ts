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

/** A package uploaded and read by its job: its report. */
async function upload(zip: Uint8Array) {
  const uploaded = await world.teacher.request('POST', `assessment/packages/import/${world.course.courseId}/?name=likert.zip`, undefined, {
    headers: { 'content-type': 'application/zip' },
    raw: Buffer.from(zip) as unknown as string,
  });
  expect(uploaded.status).toBe(202);
  await world.tk.drainJobs();
  return (await world.teacher.get(`assessment/packages/${uploaded.body._id}/`)).body;
}

describe('a package with a PCI, imported and served', () => {
  it("keeps the PCI's module as a file served as text, never as a script of this site; an export carries it back", async () => {
    const read = await upload(likertPackage());
    expect(read.report.items).toEqual([expect.objectContaining({ path: 'items/likert.xml', type: 'qti', points: 1, refused: null })]);
    const confirmed = await world.teacher.post(`assessment/packages/${read._id}/confirm/`, {});
    expect(confirmed.status).toBe(200);
    const item = (await world.teacher.get(`assessment/items/${confirmed.body.imported.items[0]._id}/`)).body;
    const path = /primary-path="(\/server\/assessment\/packages\/files\/[0-9a-f]{24})"/.exec(item.content.xml)![1]!;
    const module = await world.learner.download(path);
    expect(module.status).toBe(200);
    expect(module.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(module.headers.get('x-content-type-options')).toBe('nosniff');
    expect(module.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(Buffer.from(module.bytes).toString('utf8')).toBe(LIKERT_MODULE);

    // Exported, the module travels with the item and the package imports back as the same PCI.
    const exported = await world.teacher.download(`server/assessment/packages/export/?items=${item._id}`);
    expect(exported.status).toBe(200);
    const again = await upload(new Uint8Array(exported.bytes));
    expect(again.report.items).toEqual([expect.objectContaining({ type: 'qti', points: 1, refused: null })]);
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
