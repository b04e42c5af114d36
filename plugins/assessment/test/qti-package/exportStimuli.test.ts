import { strFromU8, unzipSync, zipSync } from 'fflate';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentWorld, type AssessmentWorld } from '../assessmentWorld.ts';
import { STIMULI_TABLE } from '../../src/server/packages/packageRows.ts';
import { beaconPackage } from './journeyPackage.ts';

let world: AssessmentWorld;
let hotspotId: string;

const upload = async (bytes: Uint8Array) => {
  const uploaded = await world.teacher.request('POST', `assessment/packages/import/${world.course.courseId}/?name=exported.zip`, undefined, {
    headers: { 'content-type': 'application/zip' },
    raw: Buffer.from(bytes) as unknown as string,
  });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(202);
  await world.tk.drainJobs();
  const confirmed = await world.teacher.post(`assessment/packages/${uploaded.body._id}/confirm/`, {});
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body as { imported: { items: { path: string; _id: string }[]; stimuli: number } };
};

beforeAll(async () => {
  world = await assessmentWorld();
  const imported = await upload(beaconPackage());
  hotspotId = imported.imported.items.find((item) => item.path === 'items/hotspot.xml')!._id;
});
afterAll(async () => {
  await world.tk.close();
});

async function exported(version: string): Promise<Record<string, string>> {
  const answer = await world.teacher.download(`server/assessment/packages/export/?items=${hotspotId}&version=${version}`);
  expect(answer.status).toBe(200);
  const files = unzipSync(new Uint8Array(answer.bytes));
  const texts = Object.fromEntries(Object.entries(files).filter(([path]) => path.endsWith('.xml')).map(([path, bytes]) => [path, strFromU8(bytes)]));
  for (const [path, xml] of Object.entries(texts)) expect(XMLValidator.validate(xml), path).toBe(true);
  return { ...texts, media: Object.keys(files).filter((path) => path.startsWith('media/')).join(',') };
}

/** The exported package's files as a folder zipped without its manifest. */
const withoutManifest = (bytes: Uint8Array) => zipSync(Object.fromEntries(Object.entries(unzipSync(bytes)).filter(([path]) => path !== 'imsmanifest.xml')));

/** The passage the item shows after the exported package (or its files without the manifest) is imported again. */
async function passageAfterRoundTrip(version: string, form: 'package' | 'folder' = 'package') {
  const answer = await world.teacher.download(`server/assessment/packages/export/?items=${hotspotId}&version=${version}`);
  const bytes = new Uint8Array(answer.bytes);
  const again = await upload(form === 'package' ? bytes : withoutManifest(bytes));
  const item = (await world.teacher.get(`assessment/items/${again.imported.items[0]!._id}/`)).body;
  const passages = (await world.tk.kernel.knex(STIMULI_TABLE).whereIn('id', item.content.stimuli ?? []).select('title', 'html')) as { title: string; html: string }[];
  return { stimuli: again.imported.stimuli, item, passages };
}

describe('a qti item with a shared passage, exported', () => {
  it('in QTI 3.0: the passage is a qti-assessment-stimulus the item refers to, its image beside it, and it imports back as a shared passage', async () => {
    const files = await exported('3.0');
    expect(files['stimuli/passage.xml']).toContain('<qti-assessment-stimulus xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"');
    expect(files['stimuli/passage.xml']).toMatch(/<qti-stimulus-body><p>The lighthouse stood on the rock\.<\/p><p><img src="\.\.\/media\/[0-9a-f]{24}-lighthouse\.png" alt="A lighthouse"\/><\/p><\/qti-stimulus-body>/);
    expect(files['items/rock-spot.xml']).toContain('<qti-assessment-stimulus-ref identifier="passage" href="../stimuli/passage.xml" title="The lighthouse"/>');
    expect(files['items/rock-spot.xml']!.match(/qti-assessment-stimulus-ref/g)).toHaveLength(1);
    expect(files['imsmanifest.xml']).toMatch(/type="imsqti_stimulus_xmlv3p0" href="stimuli\/passage\.xml"><file href="stimuli\/passage\.xml"\/><file href="media\/[0-9a-f]{24}-lighthouse\.png"\/>/);
    expect(files['imsmanifest.xml']).toMatch(/href="items\/rock-spot\.xml">.*<dependency identifierref="stimulus-[0-9a-f]{24}"\/><\/resource>/);

    const back = await passageAfterRoundTrip('3.0');
    expect(back.stimuli).toBe(1);
    expect(back.item.content.stimuli).toHaveLength(1);
    expect(back.passages).toEqual([{ title: 'The lighthouse', html: expect.stringMatching(/^<p>The lighthouse stood on the rock\.<\/p><p><img src="\/server\/assessment\/packages\/files\/[0-9a-f]{24}" alt="A lighthouse"(?: \/)?><\/p>$/) }]);
  });

  it('in QTI 2.2: an assessmentStimulus the item refers to where 2.2 puts the reference, linked by the manifest too, and back as a shared passage with or without the manifest', async () => {
    const files = await exported('2.2');
    expect(files['stimuli/passage.xml']).toContain('<assessmentStimulus xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2"');
    expect(files['stimuli/passage.xml']).toContain('<stimulusBody><p>The lighthouse stood on the rock.</p>');
    expect(files['items/rock-spot.xml']).toMatch(/<\/responseDeclaration>[\s\S]*<assessmentStimulusRef identifier="passage" href="\.\.\/stimuli\/passage\.xml"\/><itemBody>/);
    expect(files['items/rock-spot.xml']!.match(/stimulus/gi)).toHaveLength(1);
    expect(files['imsmanifest.xml']).toContain('type="imsqti_stimulus_xmlv2p2" href="stimuli/passage.xml"');
    expect(files['imsmanifest.xml']).toMatch(/href="items\/rock-spot\.xml">.*<dependency identifierref="stimulus-[0-9a-f]{24}"\/><\/resource>/);

    for (const form of ['package', 'folder'] as const) {
      const back = await passageAfterRoundTrip('2.2', form);
      expect(back.stimuli, form).toBe(1);
      expect(back.item.content.stimuli, form).toHaveLength(1);
      expect(back.passages, form).toEqual([{ title: 'The lighthouse', html: expect.stringMatching(/^<p>The lighthouse stood on the rock\.<\/p><p><img src="\/server\/assessment\/packages\/files\/[0-9a-f]{24}" alt="A lighthouse"(?: \/)?><\/p>$/) }]);
    }
  });

  it('in QTI 2.1, which has no stimulus: the passage is written at the start of the item body, well-formed, and read back as its text', async () => {
    const files = await exported('2.1');
    expect(Object.keys(files).filter((path) => path.startsWith('stimuli/'))).toEqual([]);
    expect(files['imsmanifest.xml']).not.toMatch(/stimulus/);
    expect(files['items/rock-spot.xml']).toMatch(/<itemBody><div class="qti-stimulus"><h3>The lighthouse<\/h3><p>The lighthouse stood on the rock\.<\/p><p><img src="\.\.\/media\/[0-9a-f]{24}-lighthouse\.png" alt="A lighthouse"\/><\/p><\/div>\s*<hotspotInteraction/);
    expect(files.media).toMatch(/^media\/[0-9a-f]{24}-lighthouse\.png$/);

    const back = await passageAfterRoundTrip('2.1');
    expect(back.stimuli).toBe(0);
    expect(back.item.content.xml).toContain('The lighthouse stood on the rock.');
  });
});
