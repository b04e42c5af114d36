import { describe, expect, it } from 'vitest';
import { requestedRange } from '@lms/contract/byteRange.ts';
import { extensionOf, MAX_BASE_BYTES, sanitisedFileName } from '../../src/media/fileNames.ts';
import { contentMatchesExtension, sniffedExtension } from '../../src/media/sniffType.ts';
import { MP4, PDF, png } from './mediaFixtures.ts';

describe('file names (part 1 §5: letters, digits, hyphen and underscore, then the extension)', () => {
  it.each([
    ['Cell diagram (final).PNG', 'png', 'Cell_diagram_final.png'],
    // Issue 14: letters of every script are kept (NFC), never mangled.
    ['Über-Größe_v2.pdf', 'pdf', 'Über-Größe_v2.pdf'],
    ['re\u0301sume\u0301 名前.txt', 'txt', 'résumé_名前.txt'],
    ['日本語.pdf', 'pdf', '日本語.pdf'],
    ['Ελληνικά १२३.pdf', 'pdf', 'Ελληνικά_१२३.pdf'],
    ['../../etc/passwd.txt', 'txt', 'passwd.txt'],
    ['..\\..\\boot.ini.txt', 'txt', 'boot_ini.txt'],
    ['  spaced   out  .mp4', 'mp4', 'spaced_out.mp4'],
    ['.hidden.pdf', 'pdf', 'hidden.pdf'],
    ['invoice\u202Efdp.exe.pdf', 'pdf', 'invoicefdp_exe.pdf'],
    ['zero\u200Bwidth\u0000nul\u0007.txt', 'txt', 'zerowidth_nul.txt'],
    ['CON.txt', 'txt', 'CON_file.txt'],
    ['lpt1.pdf', 'pdf', 'lpt1_file.pdf'],
    ['!!!.pdf', 'pdf', ''],
  ])('%s -> %s', (name, extension, expected) => {
    expect(sanitisedFileName(name, extension)).toBe(expected);
  });

  it('caps the name in bytes, never cutting a character in two', () => {
    const name = sanitisedFileName(`${'名'.repeat(100)}.txt`, 'txt');
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(MAX_BASE_BYTES + 4);
    expect(name).toBe(`${'名'.repeat(50)}.txt`);
    expect(sanitisedFileName(`${'e\u0301'.repeat(200)}.txt`, 'txt')).toBe(`${'é'.repeat(75)}.txt`);
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
