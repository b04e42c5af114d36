import { describe, expect, it } from 'vitest';
import { isSitePath } from '../src/rules/index.ts';

describe('isSitePath: where a browser may be sent (redirects, Continue links, return addresses)', () => {
  it('accepts paths of this site, with query and fragment', () => {
    for (const path of ['/', '/list', '/6b01345d00000000000000b7/gradebook', '/login?sso_error=expired', '/a#b', '/%2F%2Fevil.example']) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it('refuses another site in every form a browser reads as one', () => {
    for (const path of ['//evil.example', '/\\evil.example', '\\\\evil.example', 'https://evil.example/', 'evil.example', '', '/\t/evil.example', '/ /x', '/a\\b', '/x\u0000', '/x\u2028', 'javascript:alert(1)']) {
      expect(isSitePath(path), JSON.stringify(path)).toBe(false);
    }
  });
});
