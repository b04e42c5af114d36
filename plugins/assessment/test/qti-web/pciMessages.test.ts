import { describe, expect, it } from 'vitest';
import { fromFrame, readPciMessage } from '../../src/web/delivery/qti/pci/pciMessages.ts';
import { pciValue, readPciResponse } from '../../src/web/delivery/qti/pci/pciValues.ts';
import type { ResponseDeclaration } from '../../src/web/delivery/qti/qtiDocument.ts';

const declared = (baseType: string, cardinality: ResponseDeclaration['cardinality'] = 'single'): ResponseDeclaration => ({ identifier: 'RESPONSE', baseType, cardinality });

describe("a PCI frame's messages", () => {
  const frame = {} as Window;

  it('come only from the frame itself, from the opaque origin of its sandbox', () => {
    expect(fromFrame({ source: frame, origin: 'null' }, frame)).toBe(true);
    expect(fromFrame({ source: frame, origin: 'https://lms.example' }, frame)).toBe(false);
    expect(fromFrame({ source: {} as Window, origin: 'null' }, frame)).toBe(false);
    expect(fromFrame({ source: null, origin: 'null' }, null)).toBe(false);
  });

  it("are ours only with lms: 'pci' and a known type", () => {
    expect(readPciMessage({ type: 'response' }, declared('integer'))).toBeNull();
    expect(readPciMessage('loaded', declared('integer'))).toBeNull();
    expect(readPciMessage({ lms: 'pci', type: 'navigate' }, declared('integer'))).toBeNull();
    expect(readPciMessage({ lms: 'pci', type: 'height', height: 1e9 }, declared('integer'))).toEqual({ type: 'height', height: 4000 });
  });

  it("refuse a state that is not text or too long, and a response the item does not declare", () => {
    expect(readPciMessage({ lms: 'pci', type: 'response', response: { base: { integer: 1 } }, state: { x: 1 } }, declared('integer'))).toMatchObject({ type: 'refused' });
    expect(readPciMessage({ lms: 'pci', type: 'response', response: { base: { integer: 1 } }, state: 'x'.repeat(70_000) }, declared('integer'))).toMatchObject({ type: 'refused' });
    expect(readPciMessage({ lms: 'pci', type: 'response', response: { base: { integer: 1 } } }, undefined)).toEqual({ type: 'refused', reason: 'The interaction answers a response the item does not declare.' });
  });
});

describe("a PCI's response in the standard's JSON", () => {
  it('is read by base type and cardinality into the string forms of a QtiResponse', () => {
    expect(readPciResponse({ base: { integer: 4 } }, declared('integer'))).toEqual({ value: '4' });
    expect(readPciResponse({ base: { float: 2.5 } }, declared('float'))).toEqual({ value: '2.5' });
    expect(readPciResponse({ base: { boolean: true } }, declared('boolean'))).toEqual({ value: 'true' });
    expect(readPciResponse({ base: { point: [10, 20] } }, declared('point'))).toEqual({ value: '10 20' });
    expect(readPciResponse({ base: { directedPair: ['A', 'B'] } }, declared('directedPair'))).toEqual({ value: 'A B' });
    expect(readPciResponse({ list: { identifier: ['A', 'C'] } }, declared('identifier', 'multiple'))).toEqual({ value: ['A', 'C'] });
    expect(readPciResponse({ list: { string: ['b', 'a'] } }, declared('string', 'ordered'))).toEqual({ value: ['b', 'a'] });
    expect(readPciResponse({ base: null }, declared('integer'))).toEqual({ value: null });
    expect(readPciResponse(null, declared('integer'))).toEqual({ value: null });
  });

  it('is refused when its base type, cardinality or atoms do not fit', () => {
    expect(readPciResponse({ base: { string: '4' } }, declared('integer'))).toEqual({ refused: 'The response "RESPONSE" is of base type integer; the interaction sent a string.' });
    expect(readPciResponse({ base: { integer: 4.5 } }, declared('integer'))).toEqual({ refused: 'The response "RESPONSE" is of base type integer; the interaction sent a value that is not one.' });
    expect(readPciResponse({ list: { integer: [4] } }, declared('integer'))).toMatchObject({ refused: expect.stringContaining('is a single value') });
    expect(readPciResponse({ base: { identifier: 'A' } }, declared('identifier', 'multiple'))).toMatchObject({ refused: expect.stringContaining('is a list') });
    expect(readPciResponse({ base: { identifier: 'A B' } }, declared('identifier'))).toMatchObject({ refused: expect.any(String) });
    expect(readPciResponse({ base: { file: 'x' } }, declared('file'))).toEqual({ refused: 'The response "RESPONSE" is of base type file, which a PCI cannot answer here.' });
    expect(readPciResponse({ base: { integer: 1 }, extra: 1 }, declared('integer'))).toMatchObject({ refused: expect.any(String) });
    expect(readPciResponse(4, declared('integer'))).toMatchObject({ refused: expect.any(String) });
  });

  it('is written back as the PCI is given it in boundTo', () => {
    expect(pciValue('4', declared('integer'))).toEqual({ base: { integer: 4 } });
    expect(pciValue(['A', 'B'], declared('identifier', 'multiple'))).toEqual({ list: { identifier: ['A', 'B'] } });
    expect(pciValue('3 4', declared('point'))).toEqual({ base: { point: [3, 4] } });
    expect(pciValue(null, declared('integer'))).toEqual({ base: null });
    expect(pciValue(undefined, declared('string', 'multiple'))).toEqual({ list: null });
  });
});
