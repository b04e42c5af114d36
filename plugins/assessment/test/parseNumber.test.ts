import { describe, expect, it } from 'vitest';
import { parseNumber } from '../src/scoring/parseNumber.ts';

describe('parseNumber', () => {
  it.each([
    ['42', 42],
    [' 42 ', 42],
    ['3.5', 3.5],
    ['3,5', 3.5],
    ['-3,5', -3.5],
    ['+7', 7],
    ['.5', 0.5],
    [',5', 0.5],
    ['5.', 5],
    ['\u22122', -2],
    ['1e3', 1000],
    ['6,02E23', 6.02e23],
    ['0', 0],
    [12.25, 12.25],
    [-0.5, -0.5],
  ] as const)('reads %j as %d', (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });

  it.each([['1,000.5'], ['1 000'], ['1.2.3'], ['3,5,1'], ['abc'], [''], ['  '], ['12a'], ['--1'], ['e5'], ['Infinity'], ['NaN'], ['0x10']])('refuses %j', (input) => {
    expect(parseNumber(input)).toBeNull();
  });

  it('refuses what is not a finite number or a text', () => {
    expect(parseNumber(Number.NaN)).toBeNull();
    expect(parseNumber(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseNumber(null)).toBeNull();
    expect(parseNumber(undefined)).toBeNull();
    expect(parseNumber(['3'])).toBeNull();
    expect(parseNumber({ value: 3 })).toBeNull();
    expect(parseNumber(true)).toBeNull();
  });
});
