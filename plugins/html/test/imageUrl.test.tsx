import { describe, expect, it } from 'vitest';
import { isAcceptedImageUrl } from '../src/web/imageUrl.ts';

const ACCEPTED = ['https://example.org/cell.png', 'HTTP://example.org/a.gif', '/media/cell.png', 'cell.png', '../up.png'];
const REJECTED = ['', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'mailto:dana@example.org', '//evil.example/a.png', 'ftp://example.org/a.png'];

describe('isAcceptedImageUrl', () => {
  it.each(ACCEPTED)('accepts %s', (url) => expect(isAcceptedImageUrl(url)).toBe(true));
  it.each(REJECTED)('rejects %j', (url) => expect(isAcceptedImageUrl(url)).toBe(false));
});
