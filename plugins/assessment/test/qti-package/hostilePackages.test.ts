import { randomBytes } from 'node:crypto';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { QtiImportError } from '../../src/qti/QtiImportError.ts';
import { PACKAGE_LIMITS, PACKAGE_MESSAGES } from '../../src/qti/package/packageLimits.ts';
import { unzipPackage } from '../../src/qti/package/unzipPackage.ts';
import { readPackageContents } from '../../src/qti/package/readPackageContents.ts';
import { readPackageItem } from '../../src/qti/package/readPackageItem.ts';
import { choiceItem30, manifest, PNG, resource, zip } from './packageFixtures.ts';

const refusal = (bytes: Uint8Array): string => {
  try {
    readPackageContents(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(QtiImportError);
    return (error as Error).message;
  }
  throw new Error('the package was read');
};

const MANIFEST = manifest(resource('I1', 'imsqti_item_xmlv3p0', 'items/choice.xml'));

describe('hostile packages are refused whole, naming the file', () => {
  it('a zip bomb: an entry unpacking to over 100 times its packed size', () => {
    const message = refusal(zip({ 'imsmanifest.xml': MANIFEST, 'items/choice.xml': choiceItem30('a', false), 'images/bomb.png': new Uint8Array(8 * 1024 * 1024) }));
    expect(message).toBe('The file "images/bomb.png" unpacks to more than 100 times its packed size (a zip bomb?).');
  });

  it('a package unpacking past the total cap, in entries each under the per-file cap (the caps made small)', () => {
    // One random byte in 64 keeps each entry's ratio near 20:1, under the bomb rule: only the total gives it away.
    const chunk = new Uint8Array(1024 * 1024);
    const noise = randomBytes(chunk.length / 64);
    for (let index = 0; index < noise.length; index++) chunk[index * 64] = noise[index]!;
    const limits = { ...PACKAGE_LIMITS, maxTotalBytes: 3 * 1024 * 1024, maxEntryBytes: 2 * 1024 * 1024, ratioFloorBytes: 512 * 1024 };
    const bytes = zipSync({ 'imsmanifest.xml': new TextEncoder().encode(MANIFEST), 'media/1.mp4': chunk, 'media/2.mp4': chunk, 'media/3.mp4': chunk, 'media/4.mp4': chunk });
    expect(() => unzipPackage(bytes, limits)).toThrow(new QtiImportError('The package unpacks to more than 3 MiB.'));
    expect(() => unzipPackage(bytes, { ...limits, maxTotalBytes: 5 * 1024 * 1024 })).not.toThrow();
    expect(PACKAGE_MESSAGES.totalTooLarge(PACKAGE_LIMITS.maxTotalBytes)).toBe('The package unpacks to more than 200 MiB.');
  });

  it('an entry whose name leaves the package (zip slip)', () => {
    expect(refusal(zip({ 'imsmanifest.xml': MANIFEST, '../../etc/cron.d/evil': 'x' }))).toBe('The file name "../../etc/cron.d/evil" leaves the package (absolute, "..", a drive or a backslash): refused.');
    expect(refusal(zip({ 'imsmanifest.xml': MANIFEST, '/abs/evil.xml': 'x' }))).toContain('"/abs/evil.xml" leaves the package');
  });

  it('too many entries', () => {
    const files: Record<string, string> = { 'imsmanifest.xml': MANIFEST };
    for (let index = 0; index <= PACKAGE_LIMITS.maxEntries; index++) files[`f/${index}.txt`] = '';
    expect(refusal(zip(files))).toBe(`The package has more than ${PACKAGE_LIMITS.maxEntries} files.`);
  });

  it('entity expansion (billion laughs) in the manifest, with the line', () => {
    const laughs = `<?xml version="1.0"?>\n<!DOCTYPE manifest [\n <!ENTITY lol "lol">\n <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">\n]>\n<manifest>&lol2;</manifest>`;
    expect(refusal(zip({ 'imsmanifest.xml': laughs }))).toBe('The file "imsmanifest.xml" declares a DOCTYPE (line 2): DOCTYPEs and entities are not accepted.');
  });

  it('an external entity (XXE) in an item refuses that item, naming file and line', () => {
    const xxe = choiceItem30('a', false).replace('<qti-assessment-item', '<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<qti-assessment-item');
    const contents = readPackageContents(zip({ 'imsmanifest.xml': MANIFEST, 'items/choice.xml': xxe }));
    expect(contents.items).toEqual([]);
    expect(contents.refused).toEqual([{ path: 'items/choice.xml', reason: 'The file "items/choice.xml" declares a DOCTYPE (line 2): DOCTYPEs and entities are not accepted.' }]);
  });

  it('a huge XML file: over the single-item cap', () => {
    const huge = choiceItem30('a', false).replace('<qti-item-body>', `<qti-item-body><p>${'x'.repeat(PACKAGE_LIMITS.maxXmlBytes)}</p>`);
    expect(refusal(zip({ 'imsmanifest.xml': MANIFEST, 'items/choice.xml': huge }))).toBe('The file "items/choice.xml" unpacks to more than 512 KiB.');
  });

  it('XML nested past the parsers\' stack', () => {
    const deep = choiceItem30('a', false).replace('<qti-item-body>', `<qti-item-body>${'<div>'.repeat(5000)}${'</div>'.repeat(5000)}`);
    const contents = readPackageContents(zip({ 'imsmanifest.xml': MANIFEST, 'items/choice.xml': deep }));
    expect(contents.refused[0]).toMatchObject({ path: 'items/choice.xml', reason: expect.stringMatching(/^The file "items\/choice.xml": .*nest/i) });
  });

  it('something that is not a zip, and a zip with neither a manifest nor a QTI file', () => {
    expect(refusal(new TextEncoder().encode('<manifest/>'))).toBe('The package is not a zip file.');
    expect(refusal(zip({ 'notes.xml': '<notes/>' }))).toBe(PACKAGE_MESSAGES.nothingQti);
  });

  it('media that is not what its name says, and SVG, are refused but the rest imports', () => {
    const item = choiceItem30('a', false).replace('../images/lighthouse.png', '../images/fake.png').replace('<qti-item-body>', '<qti-item-body><p><img src="../images/logo.svg" alt=""/></p>');
    const contents = readPackageContents(zip({ 'imsmanifest.xml': MANIFEST, 'items/choice.xml': item, 'images/fake.png': '<html>', 'images/logo.svg': '<svg/>', 'images/lighthouse.png': PNG }));
    expect(contents.items).toHaveLength(1);
    expect(contents.refused.map((file) => file.path).sort()).toEqual(['images/fake.png', 'images/logo.svg']);
  });

  it('messages about a QTI 3.0 item use the QTI 3.0 names', () => {
    const custom = choiceItem30('a', false).replace(/<qti-choice-interaction[\s\S]*<\/qti-choice-interaction>/, '<qti-portable-custom-interaction response-identifier="RESPONSE" module="likert"/>');
    const reading = readPackageItem({ path: 'items/custom.xml', xml: custom, stimuli: [] });
    expect('refused' in reading && reading.refused).toMatch(/^items\/custom.xml: .*qti-portable-custom-interaction/);
    expect('refused' in reading && reading.refused).not.toMatch(/portableCustomInteraction/);
  });
});
