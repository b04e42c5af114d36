import { describe, expect, it } from 'vitest';
import { QtiImportError } from '../../src/qti/QtiImportError.ts';
import { packageFileUrl } from '../../src/qti/package/packageLinks.ts';
import { readPackageContents } from '../../src/qti/package/readPackageContents.ts';
import { readPackageItem } from '../../src/qti/package/readPackageItem.ts';
import { folderPackage, passageFolder, TEXT_ITEM_21, zip } from './packageFixtures.ts';

// A folder of QTI files zipped without imsmanifest.xml, as qtiworks' samples and many item banks are
// published: its items, tests and stimuli are found by their root element.

describe('a zip without imsmanifest.xml', () => {
  it('is read as a package: items, the test and the stimulus found by their root element', () => {
    const contents = readPackageContents(folderPackage());
    expect(contents.version).toBe('3.0');
    expect(contents.items.map((item) => item.path)).toEqual(['bank/items/choice.xml', 'bank/items/keeper.xml']);
    expect(contents.stimuli.map((stimulus) => stimulus.path)).toEqual(['bank/passages/passage.xml']);
    expect(contents.tests).toMatchObject([{ path: 'bank/tests/test.xml', title: 'Lighthouse quiz', itemPaths: ['bank/items/choice.xml', 'bank/items/keeper.xml'] }]);
    expect(contents.refused).toEqual([]);
  });

  it('resolves media, stimuli and templates relative to each file', () => {
    const contents = readPackageContents(folderPackage());
    const [choice, keeper] = contents.items;
    expect(choice!.stimuli).toEqual(['bank/passages/passage.xml']);
    const image = contents.media.find((file) => file.path === 'bank/images/lighthouse.png')!;
    expect(choice!.xml).toContain(`src="${packageFileUrl(image.id)}"`);
    expect(contents.stimuli[0]!.html).toContain(packageFileUrl(image.id));
    const read = readPackageItem(keeper!);
    expect('draft' in read && read.draft.content).toMatchObject({ xml: expect.stringContaining('<qti-base-value base-type="float">3</qti-base-value>') });
  });

  it.each(['2.2', '3.0'] as const)('ties a QTI %s item to the passage its stimulus reference names (no manifest to list it as a dependency)', (version) => {
    const contents = readPackageContents(passageFolder(version));
    expect(contents.version).toBe(version);
    expect(contents.stimuli).toEqual([expect.objectContaining({ path: 'bank/passages/passage.xml', identifier: 'passage', title: 'The lighthouse' })]);
    expect(contents.items).toEqual([expect.objectContaining({ path: 'bank/items/choice.xml', stimuli: ['bank/passages/passage.xml'] })]);
    expect(readPackageItem(contents.items[0]!)).toMatchObject({ draft: { type: 'single_choice', reference: 'where', points: 2 } });
  });

  it('is refused when it holds no QTI item, test or stimulus, with a message saying so', () => {
    const read = () => readPackageContents(zip({ 'notes.xml': '<notes/>', 'a.txt': 'hello' }));
    expect(read).toThrow(QtiImportError);
    expect(read).toThrow('The package has no imsmanifest.xml at its root and no QTI item, test or stimulus file.');
  });

  it('reads the version from the files\' namespace when all are QTI 2.1', () => {
    expect(readPackageContents(zip({ 'keeper.xml': TEXT_ITEM_21 })).version).toBe('2.1');
  });

  it('names an item without an identifier by its file, as a lone file is named by the reference given', () => {
    const anonymous = TEXT_ITEM_21.replace(' identifier="keeper"', '');
    const contents = readPackageContents(zip({ 'bank/relative.xml': anonymous }));
    const read = readPackageItem(contents.items[0]!);
    expect('draft' in read && read.draft.reference).toBe('relative');
  });
});
