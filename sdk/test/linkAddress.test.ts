import { describe, expect, it } from 'vitest';
import { isPostImage, isPostLink } from '../src/web/thread/linkAddress.ts';

describe('addresses a writer may use', () => {
  it('links to http(s) and mailto only', () => {
    expect(isPostLink('https://example.org/page')).toBe(true);
    expect(isPostLink('mailto:ada@example.org')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'java\nscript:alert(1)', '//evil.example', '/relative', 'https://', 'mailto:']) {
      expect(isPostLink(bad), bad).toBe(false);
    }
  });

  it('shows images from http(s) only', () => {
    expect(isPostImage('https://example.org/cat.png')).toBe(true);
    expect(isPostImage('data:image/png;base64,xx')).toBe(false);
    expect(isPostImage('mailto:ada@example.org')).toBe(false);
  });
});
