import { describe, expect, it } from 'vitest';
import { nextLink, withPathSuffix } from '../src/server/sync/PlatformClient.ts';

describe('paging and AGS addresses', () => {
  it('finds the rel="next" address among the Link header entries', () => {
    expect(nextLink(null)).toBeNull();
    expect(nextLink('<https://p.test/m?page=2>; rel="next"')).toBe('https://p.test/m?page=2');
    expect(nextLink('<https://p.test/m?page=1>; rel="first", <https://p.test/m?page=3>; rel="next"')).toBe('https://p.test/m?page=3');
    expect(nextLink('<https://p.test/m?page=9>; rel="last"')).toBeNull();
    expect(nextLink('<https://p.test/m?page=4>; rel=next')).toBe('https://p.test/m?page=4');
  });

  it('adds /scores or /results to a line item path, keeping its query', () => {
    expect(withPathSuffix('https://p.test/ags/lineitems/7', 'scores')).toBe('https://p.test/ags/lineitems/7/scores');
    expect(withPathSuffix('https://p.test/ags/lineitems/7/?type=x', 'results')).toBe('https://p.test/ags/lineitems/7/results?type=x');
  });
});
