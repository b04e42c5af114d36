import { describe, expect, it } from 'vitest';
import { mediaFromAddress, mediaFromLibraryFile } from '../src/rules/cardMedia.ts';
import { cardsFromCsv, CSV_EXTENSION_MESSAGE, isCsvFileName } from '../src/rules/csvCards.ts';

let counter = 0;
const newId = () => (counter++).toString(16).padStart(24, '0');

describe('flashcards CSV (part 2 §5)', () => {
  it('accepts only file names ending .csv, with the spec message', () => {
    expect(isCsvFileName('deck.csv')).toBe(true);
    expect(isCsvFileName('DECK.CSV')).toBe(true);
    expect(isCsvFileName('deck.txt')).toBe(false);
    expect(isCsvFileName('deck.csv.txt')).toBe(false);
    expect(CSV_EXTENSION_MESSAGE).toBe('Please select a file with the .csv extension.');
  });

  it('reads front text, back text, front media, back media', () => {
    const result = cardsFromCsv('Dog,Chien,https://example.org/dog.png,https://example.org/chien.mp3\n"Cat, tabby",Chat\n', newId);
    expect(result.errors).toEqual([]);
    expect(result.cards).toEqual([
      expect.objectContaining({ frontText: 'Dog', backText: 'Chien', front: { url: 'https://example.org/dog.png', extension: 'png', type: 'image' }, back: { url: 'https://example.org/chien.mp3', extension: 'mp3', type: 'audio' } }),
      expect.objectContaining({ frontText: 'Cat, tabby', backText: 'Chat' }),
    ]);
  });

  it('drops trailing rows with fewer than 2 columns, and only trailing ones', () => {
    const result = cardsFromCsv('a,b\nlonely\nc,d\nx\n\n', newId);
    expect(result.cards.map((card) => [card.frontText, card.backText])).toEqual([['a', 'b'], ['lonely', ''], ['c', 'd']]);
  });

  it('refuses the whole file when a media cell is not an image, audio or video address', () => {
    const result = cardsFromCsv('a,b,ftp://example.org/x.png\nc,d,,https://example.org/file.exe', newId);
    expect(result.cards).toEqual([]);
    expect(result.errors).toEqual(['Row 1: the front media must be the https address of an image, audio or video file.', 'Row 2: the back media must be the https address of an image, audio or video file.']);
    expect(mediaFromAddress('/server/media/0123/clip.mp4')).toEqual({ url: '/server/media/0123/clip.mp4', extension: 'mp4', type: 'video' });
    expect(mediaFromLibraryFile({ url: '/server/media/c/f/', extension: 'JPG' })).toEqual({ url: '/server/media/c/f/', extension: 'jpg', type: 'image' });
    expect(mediaFromLibraryFile({ url: '/server/media/c/f/', extension: 'pdf' })).toBeNull();
  });

  it('refuses text over the card limit', () => {
    expect(cardsFromCsv(`${'x'.repeat(2001)},b`, newId).errors).toEqual(["Row 1: a card's text is at most 2000 characters."]);
  });
});
