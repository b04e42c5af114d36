import { describe, expect, it } from 'vitest';
import { requestedRange } from '../../src/media/byteRange.ts';
import { extensionOf, sanitisedFileName } from '../../src/media/fileNames.ts';
import { contentMatchesExtension, sniffedExtension } from '../../src/media/sniffType.ts';
import { MP4, PDF, png } from './mediaFixtures.ts';

describe('file names (part 1 §5: letters, digits, hyphen and underscore, then the extension)', () => {
  it.each([
    ['Cell diagram (final).PNG', 'png', 'Cell_diagram_final.png'],
    ['Über-Größe_v2.pdf', 'pdf', 'Uber-Gro_e_v2.pdf'],
    ['../../etc/passwd.txt', 'txt', 'passwd.txt'],
    ['  spaced   out  .mp4', 'mp4', 'spaced_out.mp4'],
    ['日本語.pdf', 'pdf', ''],
  ])('%s -> %s', (name, extension, expected) => {
    expect(sanitisedFileName(name, extension)).toBe(expected);
  });

  it('reads the extension in lower case, and none from a name without one', () => {
    expect(extensionOf('Report.DOCX')).toBe('docx');
    expect(extensionOf('README')).toBe('');
  });
});

describe('byte ranges', () => {
  it('reads one range, a suffix and an open end; refuses one outside the file', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(requestedRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=0-1,5-6', 1000)).toBeUndefined();
    expect(requestedRange(undefined, 1000)).toBeUndefined();
  });
});

describe('what the first bytes say', () => {
  it('accepts files whose bytes match their extension and refuses the others', async () => {
    const image = await png(4, 4);
    expect(await contentMatchesExtension('png', image)).toBe(true);
    expect(await contentMatchesExtension('jpg', image)).toBe(false);
    expect(await contentMatchesExtension('pdf', PDF)).toBe(true);
    expect(await contentMatchesExtension('png', PDF)).toBe(false);
    expect(await contentMatchesExtension('mp4', MP4)).toBe(true);
    expect(await contentMatchesExtension('mov', MP4)).toBe(true);
    expect(await contentMatchesExtension('txt', Buffer.from('plain words'))).toBe(true);
    expect(await contentMatchesExtension('txt', Buffer.from([0, 1, 2]))).toBe(false);
    expect(await contentMatchesExtension('svg', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe(true);
    expect(await contentMatchesExtension('svg', Buffer.from('<html></html>'))).toBe(false);
  });

  it('names a file sent without an extension by its bytes', async () => {
    expect(await sniffedExtension(await png(2, 2))).toBe('png');
    expect(await sniffedExtension(PDF)).toBe('pdf');
    expect(await sniffedExtension(Buffer.from('words'))).toBeUndefined();
  });
});
