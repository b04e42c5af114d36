import { describe, expect, it } from 'vitest';
import { ITEM_TYPES, type ItemDraft } from '../../src/schemas/itemTypes.ts';
import { QTI_VERSIONS } from '../../src/schemas/qtiItem.ts';
import type { ExportableItem } from '../../src/qti/export/itemToQti.ts';
import { questionToQti } from '../../src/qti/export/questionToQti.ts';
import { writePackage } from '../../src/qti/export/writePackage.ts';
import { readPackageContents } from '../../src/qti/package/readPackageContents.ts';
import { readPackageItem } from '../../src/qti/package/readPackageItem.ts';
import { draft } from '../itemSamples.ts';

/** Every native type, with points that are not the default and a prompt with markup. */
const items: ExportableItem[] = ITEM_TYPES.filter((type) => type !== 'qti').map((type, index) => {
  const item = draft(type, { reference: `rt-${type}`, title: `Round trip ${type}`, prompt: '<p>Answer <strong>this</strong> &amp; that?</p>', points: index + 2 });
  return item as ExportableItem;
}).concat([
  draft('numeric', { reference: 'rt-percent', title: 'Percent', prompt: '<p>g?</p>', points: 3, content: { answer: 9.81, tolerance: 0, tolerance_percent: 2 } }) as ExportableItem,
  draft('short_text', { reference: 'rt-blank', title: 'Blank', prompt: '<p>The powerhouse: _____ of the cell.</p>', points: 1 }) as ExportableItem,
]);

function roundTrip(item: ItemDraft & { title: string; prompt: string; points: number }, version: (typeof QTI_VERSIONS)[number]): ItemDraft {
  const zip = writePackage([{ path: `items/${item.reference}.xml`, data: questionToQti(item, version), resource: { identifier: item.reference, kind: 'item' } }], version, 'package');
  const contents = readPackageContents(zip);
  expect(contents.refused).toEqual([]);
  const reading = readPackageItem(contents.items[0]!);
  if ('refused' in reading) throw new Error(reading.refused);
  return reading.draft;
}

describe.each(['3.0', '2.1'] as const)('export as QTI %s then import gives the same item', (version) => {
  it.each(items.map((item) => [item.reference, item] as const))('%s', (_type, item) => {
    const back = roundTrip(item, version);
    expect({ type: back.type, content: back.content, points: back.points, title: back.title, prompt: back.prompt, reference: back.reference }).toEqual({
      type: item.type,
      content: item.content,
      points: item.points,
      title: item.title,
      prompt: item.prompt,
      reference: item.reference,
    });
  });
});

describe('a qti item exported as stored, in QTI 3.0 and 2.1, imports back unchanged', () => {
  it.each(['3.0', '2.1'] as const)('QTI %s', (version) => {
    const stored = roundTrip({ ...draft('qti', { reference: 'rt-qti', title: 'Kept', prompt: '' }), title: 'Kept', prompt: '', points: 1 }, '3.0') as ItemDraft & { type: 'qti' };
    const back = roundTrip({ ...stored, title: 'Kept', prompt: '', points: stored.points ?? 1 }, version) as ItemDraft & { type: 'qti' };
    expect(back.type).toBe('qti');
    expect(back.content.xml).toBe(stored.content.xml);
    expect(back.content.source_version).toBe(version);
    expect(back.points).toBe(stored.points);
  });
});
