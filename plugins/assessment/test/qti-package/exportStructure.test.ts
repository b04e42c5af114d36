import { strFromU8, unzipSync } from 'fflate';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { ITEM_TYPES } from '../../src/schemas/itemTypes.ts';
import { DEFAULT_ASSESSMENT_CONFIG } from '../../src/schemas/assessmentConfig.ts';
import { questionToQti } from '../../src/qti/export/questionToQti.ts';
import { importQtiItem } from '../../src/qti/importQtiItem.ts';
import type { ItemDraft } from '../../src/schemas/itemTypes.ts';
import { testToQti } from '../../src/qti/export/testToQti.ts';
import { writePackage } from '../../src/qti/export/writePackage.ts';
import { draft } from '../itemSamples.ts';

/**
 * No offline validator of the QTI XSDs is at hand (and the schemas are not
 * vendored): these are our own checks of what the schemas require of the
 * documents we write, per version.
 */
interface Node {
  name: string;
  attributes: Record<string, string>;
  children: Node[];
}

const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '' });
function parse(xml: string): Node {
  expect(XMLValidator.validate(xml)).toBe(true);
  const toNode = (raw: Record<string, unknown>): Node | null => {
    const name = Object.keys(raw).find((key) => key !== ':@')!;
    if (name === '#text' || name.startsWith('?')) return null;
    return { name, attributes: (raw[':@'] ?? {}) as Record<string, string>, children: (raw[name] as Record<string, unknown>[]).map(toNode).filter((node): node is Node => node !== null) };
  };
  return (parser.parse(xml) as Record<string, unknown>[]).map(toNode).find((node) => node !== null)!;
}
const all = (node: Node): Node[] => [node, ...node.children.flatMap(all)];

const NCNAME = /^[A-Za-z_][A-Za-z0-9._-]*$/;
const CARDINALITIES = ['single', 'multiple', 'ordered', 'record'];
const BASE_TYPES = ['identifier', 'boolean', 'integer', 'float', 'string', 'point', 'pair', 'directedPair', 'duration', 'file', 'uri'];
const HTML = new Set(['p', 'div', 'strong', 'em', 'span', 'img', 'br', 'h3', 'ul', 'ol', 'li', 'a', 'table', 'tr', 'td', 'th']);
const TEMPLATES = {
  '3.0': ['https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml', 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/map_response.xml'],
  '2.1': ['http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct', 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response'],
};

/** Every type, a qti item too: written as it is stored, which is as an import keeps it. */
const stored = (item: ItemDraft): ItemDraft => (item.type === 'qti' ? { ...item, content: (importQtiItem(item.content.xml) as ItemDraft & { type: 'qti' }).content } : item);
const items = ITEM_TYPES.map((type, index) => ({ title: '', prompt: '', ...stored(draft(type, { reference: `s-${type}`, points: index + 1 })), points: index + 1 }) as ItemDraft & { title: string; prompt: string; points: number });

describe.each(['3.0', '2.1'] as const)('exported QTI %s documents keep the schema\'s rules', (version) => {
  const qti3 = version === '3.0';
  const at = (attribute: string) => (qti3 ? attribute : attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()));
  const named = (name: string) => (qti3 ? `qti-${name}` : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()));

  it.each(items.map((item) => [item.type, item] as const))('%s', (_type, item) => {
    const root = parse(questionToQti(item, version));
    expect(root.name).toBe(named('assessment-item'));
    expect(root.attributes.xmlns).toBe(qti3 ? 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0' : 'http://www.imsglobal.org/xsd/imsqti_v2p1');
    expect(root.attributes.identifier).toMatch(NCNAME);
    for (const required of ['title', at('time-dependent'), 'adaptive']) expect(root.attributes).toHaveProperty(required);
    // Declarations come first, then the body, then response processing (the schema's sequence).
    const order = root.children.map((child) => child.name);
    const body = order.indexOf(named('item-body'));
    expect(body).toBeGreaterThan(0);
    expect(order.slice(0, body).every((name) => name === named('response-declaration') || name === named('outcome-declaration'))).toBe(true);
    expect(order.slice(body + 1).every((name) => name === named('response-processing'))).toBe(true);

    const nodes = all(root);
    // Every element is a QTI element of this version's naming, or XHTML.
    for (const node of nodes) expect(HTML.has(node.name) || (qti3 ? /^qti-[a-z-]+$/.test(node.name) : /^[a-z][A-Za-z]+$/.test(node.name) && !node.name.startsWith('qti'))).toBe(true);
    const declarations = nodes.filter((node) => node.name === named('response-declaration'));
    for (const declaration of declarations) {
      expect(CARDINALITIES).toContain(declaration.attributes.cardinality);
      expect(BASE_TYPES).toContain(declaration.attributes[at('base-type')]);
      expect(declaration.attributes.identifier).toMatch(NCNAME);
    }
    const interactions = nodes.filter((node) => node.name.endsWith(qti3 ? '-interaction' : 'Interaction'));
    expect(interactions.length).toBeGreaterThan(0);
    for (const interaction of interactions) expect(declarations.map((declaration) => declaration.attributes.identifier)).toContain(interaction.attributes[at('response-identifier')]);
    // Identifier answers name choices of the item.
    const choiceIds = nodes.filter((node) => node.name === named('simple-choice') || node.name === named('simple-associable-choice')).map((node) => node.attributes.identifier!);
    for (const id of choiceIds) expect(id).toMatch(NCNAME);
    const outcomes = nodes.filter((node) => node.name === named('outcome-declaration')).map((node) => node.attributes.identifier);
    // Our export declares both; a qti item keeps the outcomes its author declared.
    if (item.type === 'qti') expect(outcomes).toContain('SCORE');
    else expect(outcomes).toEqual(['SCORE', 'MAXSCORE']);
    const processing = nodes.find((node) => node.name === named('response-processing'));
    if (processing?.attributes.template) expect(TEMPLATES[version]).toContain(processing.attributes.template);
    else if (processing) expect(all(processing).some((node) => node.name === named('set-outcome-value') && node.attributes.identifier === 'SCORE')).toBe(true);
    else expect(['longtext', 'longtextV2', 'plaintext', 'audio', 'video', 'fileupload']).toContain(item.type);
  });

  it('a package: every manifest resource names files the zip holds, the test refers to its items', () => {
    const files = items.map((item) => ({ path: `items/${item.reference}.xml`, data: questionToQti(item, version), resource: { identifier: item.reference, kind: 'item' as const } }));
    const test = testToQti({ identifier: 'quiz', title: 'Quiz', config: { ...DEFAULT_ASSESSMENT_CONFIG, time_limit: 900, pickx: 2, scramble: true }, itemHrefs: items.map((item) => ({ identifier: item.reference, href: `../items/${item.reference}.xml` })) }, version);
    const zip = unzipSync(writePackage([...files, { path: 'tests/quiz.xml', data: test, resource: { identifier: 'quiz', kind: 'test' } }], version, 'pkg'));
    const manifest = parse(strFromU8(zip['imsmanifest.xml']!));
    expect(manifest.name).toBe('manifest');
    const resources = all(manifest).filter((node) => node.name === 'resource');
    expect(resources).toHaveLength(items.length + 1);
    for (const resource of resources) {
      expect(resource.attributes.type).toMatch(qti3 ? /^imsqti_(item|test)_xmlv3p0$/ : /^imsqti_(item|test)_xmlv2p1$/);
      expect(zip[resource.attributes.href!]).toBeDefined();
      for (const file of resource.children.filter((child) => child.name === 'file')) expect(zip[file.attributes.href!]).toBeDefined();
    }
    const testRoot = parse(test);
    expect(testRoot.name).toBe(named('assessment-test'));
    const refs = all(testRoot).filter((node) => node.name === named('assessment-item-ref'));
    expect(refs.map((ref) => ref.attributes.href)).toEqual(items.map((item) => `../items/${item.reference}.xml`));
    expect(all(testRoot).map((node) => node.name)).toEqual(expect.arrayContaining([named('time-limits'), named('test-part'), named('assessment-section'), named('selection'), named('ordering')]));
  });
});

describe('an item kept as QTI that came without an identifier', () => {
  it("is exported with the Question's reference as its identifier, which the import reads back", () => {
    const kept = importQtiItem('<qti-assessment-item><qti-item-body><p>Read the notes first.</p></qti-item-body></qti-assessment-item>');
    expect(kept.type).toBe('qti');
    const exported = questionToQti({ ...kept, reference: 'notes 1', title: '', prompt: '', points: 0 } as Parameters<typeof questionToQti>[0]);
    expect(parse(exported).attributes).toMatchObject({ identifier: 'notes_1', adaptive: 'false', 'time-dependent': 'false' });
    expect(importQtiItem(exported)).toMatchObject({ type: 'qti', reference: 'notes_1', points: 0 });
  });
});
