import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const resolvedFrom = (workspace: string) => require.resolve('@tanstack/react-query', { paths: [fileURLToPath(new URL(`../../${workspace}/`, import.meta.url))] });

describe('the query library', () => {
  // Two copies would give the SDK's hooks another React context than the host's QueryClientProvider: "No QueryClient set".
  it('is one copy for the host and the SDK, so plugin hooks find the host cache', () => {
    expect(resolvedFrom('host')).toBe(resolvedFrom('sdk'));
  });
});
