import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { importQtiItem } from '../../src/qti/importQtiItem.ts';
import { readPackageContents } from '../../src/qti/package/readPackageContents.ts';
import { readPackageItem } from '../../src/qti/package/readPackageItem.ts';
import { packageFileUrl } from '../../src/qti/package/packageLinks.ts';
import { PCI_MODULE_TYPE } from '../../src/qti/package/packagePciModules.ts';
import { qtiOutcomes } from '../../src/qti/qtiItemRuntime.ts';
import type { QtiItemContent } from '../../src/schemas/qtiItem.ts';
import { manifest, resource, zip } from './packageFixtures.ts';
import { LIKERT_MODULE, likertItem30, likertPackage, likertPackage22 } from './pciFixtures.ts';

const onlyItem = (zip: Uint8Array) => {
  const contents = readPackageContents(zip);
  return { contents, reading: readPackageItem(contents.items[0]!) };
};

describe('a portable custom interaction in a package', () => {
  it('keeps the PCI as QTI 3.0 with its module pointed at the package file, stored as text', () => {
    const { contents, reading } = onlyItem(likertPackage());
    const module = contents.media.find((file) => file.path === 'modules/likert.js')!;
    expect(module).toMatchObject({ mimetype: PCI_MODULE_TYPE });
    expect(new TextDecoder().decode(module.bytes)).toBe(LIKERT_MODULE);
    expect(contents.refused).toEqual([]);
    expect(reading).toMatchObject({ draft: { type: 'qti', points: 1 } });
    const xml = ('draft' in reading && (reading.draft.content as QtiItemContent).xml) || '';
    expect(xml).toContain(`<qti-interaction-module id="likert" primary-path="${packageFileUrl(module.id)}"/>`);
    expect(xml).toMatch(/<qti-portable-custom-interaction response-identifier="RESPONSE" custom-interaction-type-identifier="urn:lms:pci:likert" module="likert" data-levels="5">/);
    expect(xml).toContain('<qti-interaction-markup><div class="likert"><p class="likert-legend">');
  });

  it('reads QTI 2.2 portableCustomInteraction too, a module path without .js resolved as AMD does', () => {
    const { contents, reading } = onlyItem(likertPackage22());
    const module = contents.media.find((file) => file.path === 'modules/likert.js')!;
    expect(reading).toMatchObject({ draft: { type: 'qti', content: { source_version: '2.2' } } });
    const xml = ('draft' in reading && (reading.draft.content as QtiItemContent).xml) || '';
    expect(xml).toContain(`<qti-interaction-module id="likert" primary-path="${packageFileUrl(module.id)}"/>`);
  });

  it('takes the fallback path when the primary one is not in the package', () => {
    const { reading } = onlyItem(likertPackage(likertItem30('../modules/missing.js').replace('primary-path="../modules/missing.js"', 'primary-path="../modules/missing.js" fallback-path="../modules/likert.js"')));
    expect(reading).toMatchObject({ draft: { type: 'qti' } });
  });

  it('refuses an item whose module the package does not carry, naming the module', () => {
    const { reading } = onlyItem(likertPackage(likertItem30(), {}));
    expect(reading).toEqual({
      path: 'items/likert.xml',
      refused:
        'items/likert.xml: The qti-portable-custom-interaction (line 9) needs the module "likert" (../modules/likert.js), which its package does not carry; a PCI runs only from its package\'s own files, so the item cannot be imported.',
    });
  });

  it('refuses a module that depends on a module the item does not name (nothing is fetched at run time)', () => {
    const jquery = "define(['jquery', 'qtiCustomInteractionContext'], function ($, context) {});";
    const { contents, reading } = onlyItem(likertPackage(likertItem30(), { 'modules/likert.js': jquery }));
    expect(contents.media).toEqual([]);
    expect(reading).toEqual({
      path: 'items/likert.xml',
      refused: 'items/likert.xml: The PCI module modules/likert.js needs the module "jquery", which the item\'s interaction modules do not name; nothing is fetched from elsewhere when a PCI runs, so the item cannot be imported.',
    });
  });

  it('accepts a dependency the item names as another interaction module', () => {
    const item = likertItem30('../modules/likert.js', '\n        <qti-interaction-module id="scale" primary-path="../modules/scale.js"/>');
    const withDependency = LIKERT_MODULE.replace("define(['qtiCustomInteractionContext']", "define(['qtiCustomInteractionContext', 'scale']");
    const { reading } = onlyItem(likertPackage(item, { 'modules/likert.js': withDependency, 'modules/scale.js': 'define([], function () { return {}; });' }));
    expect(reading).toMatchObject({ draft: { type: 'qti' } });
  });

  it('refuses an item whose module attribute names no interaction module', () => {
    const { reading } = onlyItem(likertPackage(likertItem30().replace('module="likert"', 'module="dial"')));
    expect(reading).toMatchObject({ refused: 'items/likert.xml: The qti-portable-custom-interaction (line 9) runs the module "dial", which its qti-interaction-modules (line 10) do not name; the item cannot be imported.' });
  });

  it('refuses a module over the size cap', () => {
    // Random text, so the zip cannot pack it small (a bomb is refused before this cap is reached).
    const { reading } = onlyItem(likertPackage(likertItem30(), { 'modules/likert.js': `${LIKERT_MODULE}//${randomBytes(800 * 1024).toString('base64')}` }));
    expect(reading).toEqual({ path: 'items/likert.xml', refused: 'items/likert.xml: The PCI module modules/likert.js is larger than 1024 KiB.' });
  });
});

describe('a portable custom interaction alone (POST assessment/items/import/)', () => {
  it('is refused naming the module: an item file alone carries no module', () => {
    expect(() => importQtiItem(likertItem30())).toThrow(
      'The qti-portable-custom-interaction (line 9) needs the module "likert" (../modules/likert.js), which its package does not carry; a PCI runs only from its package\'s own files, so the item cannot be imported.',
    );
  });

});

describe('scoring a PCI response', () => {
  const { reading } = onlyItem(likertPackage());
  const content = ('draft' in reading ? reading.draft.content : null) as QtiItemContent;

  it('runs the item\'s response processing on the PCI\'s value like any other response', () => {
    expect(qtiOutcomes(content, null, { RESPONSE: '4' }).outcomes.SCORE).toBe(1);
    expect(qtiOutcomes(content, null, { RESPONSE: '2' }).outcomes.SCORE).toBe(0);
    expect(qtiOutcomes(content, null, {}).outcomes.SCORE).toBe(0);
  });
});

describe("modules found through a configuration file (QTI 3.0's module_resolution.js)", () => {
  const configuration = JSON.stringify({ waitSeconds: 60, paths: { likert: 'modules/likert', scale: 'modules/scale', jquery: 'https://code.jquery.com/jquery-2.2.2.min' } });
  const bare = likertItem30().replace(/\s*<qti-interaction-modules>[\s\S]*<\/qti-interaction-modules>/, '');
  const inRoot = (item: string, files: Record<string, string>) =>
    zip({ 'imsmanifest.xml': manifest(resource('I1', 'imsqti_item_xmlv3p0', 'likert.xml')), 'likert.xml': item, ...files });

  it("lists the main module and those it needs from the package's default configuration", () => {
    const withScale = LIKERT_MODULE.replace("define(['qtiCustomInteractionContext']", "define(['qtiCustomInteractionContext', 'scale']");
    const { contents, reading } = onlyItem(inRoot(bare, { 'modules/module_resolution.js': configuration, 'modules/likert.js': withScale, 'modules/scale.js': 'define([], function () { return {}; });' }));
    expect(reading).toMatchObject({ draft: { type: 'qti' } });
    expect(contents.media.map((file) => file.path).sort()).toEqual(['modules/likert.js', 'modules/scale.js']);
    const xml = ('draft' in reading && (reading.draft.content as QtiItemContent).xml) || '';
    expect(xml).toMatch(/<qti-interaction-modules><qti-interaction-module id="likert" primary-path="\/server\/assessment\/packages\/files\/[0-9a-f]{24}"\/><qti-interaction-module id="scale" primary-path="\/server\/assessment\/packages\/files\/[0-9a-f]{24}"\/><\/qti-interaction-modules>/);
  });

  it('fills a listed module without a path from the primary or fallback configuration', () => {
    const item = likertItem30().replace('<qti-interaction-modules>', '<qti-interaction-modules primary-configuration="modules/missing.json" fallback-configuration="modules/config.json">').replace(' primary-path="../modules/likert.js"', '');
    const { reading } = onlyItem(inRoot(item, { 'modules/config.json': configuration, 'modules/likert.js': LIKERT_MODULE }));
    expect(reading).toMatchObject({ draft: { type: 'qti' } });
  });

  it('adds the module to run and what it needs when the list names only another module (its own path tried first, then the fallback)', () => {
    const item = likertItem30().replace('<qti-interaction-module id="likert" primary-path="../modules/likert.js"/>', '<qti-interaction-module id="scale" primary-path="modules/gone" fallback-path="modules/scale"/>');
    const withScale = LIKERT_MODULE.replace("define(['qtiCustomInteractionContext']", "define(['qtiCustomInteractionContext', 'scale']");
    const scale = "define(['likert'], function () { return {}; });";
    const { reading } = onlyItem(inRoot(item, { 'modules/module_resolution.js': configuration, 'modules/likert.js': withScale, 'modules/scale.js': scale }));
    expect(reading).toMatchObject({ draft: { type: 'qti' } });
    const xml = ('draft' in reading && (reading.draft.content as QtiItemContent).xml) || '';
    expect(xml).toMatch(/<qti-interaction-module id="scale" primary-path="modules\/gone" fallback-path="\/server\/assessment\/packages\/files\/[0-9a-f]{24}"\/>\s*<qti-interaction-module id="likert" primary-path="\/server\/assessment\/packages\/files\/[0-9a-f]{24}"\/>/);
  });

  it('refuses, naming it, a module the configuration puts on another site', () => {
    const withJquery = LIKERT_MODULE.replace("define(['qtiCustomInteractionContext']", "define(['qtiCustomInteractionContext', 'jquery']");
    const { reading } = onlyItem(inRoot(bare, { 'modules/module_resolution.js': configuration, 'modules/likert.js': withJquery }));
    expect(reading).toMatchObject({ refused: expect.stringContaining('needs the module "jquery" (https://code.jquery.com/jquery-2.2.2.min), which its package does not carry') });
  });
});

describe('a PCI without a module attribute', () => {
  it('runs the one module it lists', () => {
    const { reading } = onlyItem(likertPackage(likertItem30().replace(' module="likert"', '')));
    expect(reading).toMatchObject({ draft: { type: 'qti' } });
  });
});
