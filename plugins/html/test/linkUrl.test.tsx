import { describe, expect, it } from 'vitest';
import { isAcceptedLinkUrl } from '../src/web/linkUrl.ts';

const ACCEPTED = ['https://example.org/a?b#c', 'HTTP://example.org', 'mailto:dana@example.org', '/courses/1', './notes.html', '../up', '#part-2', 'notes.html'];

const REJECTED = [
  'javascript:alert(1)', 'JavaScript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,x', 'vbscript:x', 'tel:123',
  'ftp://example.org', '//evil.example', '\\\\evil.example', 'http:evil.example', 'https://', 'mailto:',
];

describe('isAcceptedLinkUrl', () => {
  it.each(ACCEPTED)('accepts %s', (url) => expect(isAcceptedLinkUrl(url)).toBe(true));
  it.each(REJECTED)('rejects %j', (url) => expect(isAcceptedLinkUrl(url)).toBe(false));
});
