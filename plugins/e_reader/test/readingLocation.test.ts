import { describe, expect, it } from 'vitest';
import { formatLocation, parseLocation } from '../src/web/epub/readingLocation.ts';
import { SavePositionBodySchema } from '../src/calls/positionCalls.ts';

const storable = new RegExp(SavePositionBodySchema.properties.location.pattern!, 'u');

describe('reading locations', () => {
  it('are the chapter, and the place in it when the server can keep it', () => {
    expect(formatLocation({ chapter: 0, fragment: '' })).toBe('0');
    expect(formatLocation({ chapter: 2, fragment: 'spring' })).toBe('2#spring');
    expect(formatLocation({ chapter: 2, fragment: 'has space' })).toBe('2');
    expect(formatLocation({ chapter: 2, fragment: 'x'.repeat(201) })).toBe('2');
    for (const fragment of ['', 'spring', 'has space', 'a#b', 'x'.repeat(200), 'x'.repeat(201), 'é-ü']) {
      expect(formatLocation({ chapter: 12, fragment }), fragment).toMatch(storable);
    }
  });

  it('read back only while they name a chapter of the book', () => {
    expect(parseLocation('2#spring', 3)).toEqual({ chapter: 2, fragment: 'spring' });
    expect(parseLocation('0', 3)).toEqual({ chapter: 0, fragment: '' });
    expect(parseLocation('3', 3)).toBeNull();
    expect(parseLocation('page 4', 3)).toBeNull();
    expect(parseLocation(null, 3)).toBeNull();
  });
});
