import { describe, expect, it } from 'vitest';
import { readPackageContents } from '../../src/qti/package/readPackageContents.ts';
import { readPackageItem } from '../../src/qti/package/readPackageItem.ts';
import { packageFileUrl } from '../../src/qti/package/packageLinks.ts';
import { beaconPackage } from './journeyPackage.ts';
import { passagePackage, testPackage } from './packageFixtures.ts';
import { likertJourneyPackage } from './pciFixtures.ts';

describe('a content package with a passage, an image and two items', () => {
  const contents = readPackageContents(passagePackage());

  it('sorts its files: two items, the passage and the image the item and passage use', () => {
    expect(contents.version).toBe('3.0');
    expect(contents.items.map((item) => item.path).sort()).toEqual(['items/choice.xml', 'items/keeper.xml']);
    expect(contents.stimuli).toEqual([expect.objectContaining({ path: 'passages/passage.xml', identifier: 'passage', title: 'The lighthouse' })]);
    expect(contents.media).toEqual([expect.objectContaining({ path: 'images/lighthouse.png', mimetype: 'image/png' })]);
    expect(contents.refused).toEqual([]);
  });

  it('rewrites the links to the image, in the item and in the passage, to its address here', () => {
    const url = packageFileUrl(contents.media[0]!.id);
    expect(contents.items.find((item) => item.path === 'items/choice.xml')!.xml).toContain(`src="${url}"`);
    expect(contents.stimuli[0]!.html).toContain(`src="${url}"`);
    expect(contents.items.find((item) => item.path === 'items/choice.xml')!.stimuli).toEqual(['passages/passage.xml']);
  });

  it('reads each item as the single-item import does, points from MAXSCORE', () => {
    const choice = readPackageItem(contents.items.find((item) => item.path === 'items/choice.xml')!);
    expect(choice).toMatchObject({ draft: { type: 'single_choice', reference: 'where', points: 2, content: { correct: 'rock' } } });
    const keeper = readPackageItem(contents.items.find((item) => item.path === 'items/keeper.xml')!);
    expect(keeper).toMatchObject({ draft: { type: 'short_text', reference: 'keeper', content: { answers: ['Hannah'] } } });
  });
});

describe('an assessmentTest with sections and a time limit', () => {
  const [test] = readPackageContents(testPackage()).tests;

  it('flattens its sections into the items in order and maps what our config holds', () => {
    expect(test!.title).toBe('Lighthouse quiz');
    expect(test!.itemPaths).toEqual(['items/choice.xml', 'items/keeper.xml']);
    expect(test!.sections).toEqual([
      { title: 'Reading', items: 1, select: null, shuffle: true },
      { title: 'Recall', items: 1, select: null, shuffle: false },
    ]);
    expect(test!.settings).toEqual({
      time_limit: 1200,
      time_limit_custom: true,
      pickx: 0,
      scramble: true,
      lock_back_button: true,
      show_responses: 'immediately',
      show_correct_answers: 'immediately',
      instructions: 'Read the passage first.',
    });
    expect(test!.notKept).toEqual([]);
  });
});

describe("the journeys' packages, their tests made by reviewableTest30", () => {
  it('name their items in order in one section, answers reviewable', () => {
    const [likert] = readPackageContents(likertJourneyPackage()).tests;
    expect(likert).toMatchObject({ title: "Keeper's claim", itemPaths: ['items/likert.xml'], sections: [{ title: 'The claim', items: 1 }] });
    const [beacon] = readPackageContents(beaconPackage()).tests;
    expect(beacon).toMatchObject({ title: 'Beacon quiz', itemPaths: ['items/hotspot.xml', 'items/templated.xml'], sections: [{ title: 'The coast', items: 2 }] });
    expect(beacon!.settings).toMatchObject({ lock_back_button: false, show_correct_answers: 'immediately' });
  });
});
