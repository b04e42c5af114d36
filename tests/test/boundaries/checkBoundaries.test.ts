import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBoundaries, type BoundaryViolation } from '../../boundaries/checkBoundaries.ts';
import { LAYER_ROOTS, layerRules } from '../../boundaries/layerRules.ts';

// A small repository with every layer, and imports the table allows and forbids,
// in source and tests, by relative path and through a workspace link.
const files: Record<string, string> = {
  'theme-kit/src/index.ts': "export const theme = 1;\n",
  'contract/src/index.ts': "export const contract = 1;\n",
  'contract/src/bad.ts': "import { core } from '../../core/src/index.ts';\nexport const bad = core;\n",
  'subtitles/src/index.ts': "import { contract } from '../../contract/src/index.ts';\nexport const subtitles = contract;\n",
  'subtitles/src/bad.ts': "import { theme } from '../../theme-kit/src/index.ts';\nexport const bad = theme;\n",
  'theme-kit/src/bad.ts': "import { core } from '../../core/src/index.ts';\nexport const bad = core;\n",
  'core/package.json': JSON.stringify({ name: '@lms/core', type: 'module', exports: { '.': './src/index.ts' } }),
  'core/src/index.ts': "import { theme } from '../../theme-kit/src/index.ts';\nexport const core = theme;\nexport type Core = number;\n",
  'core/src/bad.ts': "import { sdk } from '../../sdk/src/server.ts';\nexport const bad = sdk;\n",
  'core/test/kernel.test.ts': "import { sdk } from '../../sdk/src/server.ts';\nimport { a } from '../../plugins/a/src/server/index.ts';\nexport const used = [sdk, a];\n",
  'sdk/src/server.ts': "import { theme } from '../../theme-kit/src/index.ts';\nexport const sdk = theme;\n",
  'sdk/src/testing/harness.ts': "import { core } from '@lms/core';\nexport const harness = core;\n",
  'sdk/test/harness.test.ts': "import { core } from '../../core/src/index.ts';\nimport { harness } from '../src/testing/harness.ts';\nexport const used = [core, harness];\n",
  'sdk/src/web/bad.ts': "import type { Core } from '@lms/core';\nexport type Bad = Core;\n",
  'sdk/src/bad.ts': "import { host } from '../../host/src/main.ts';\nexport const bad = host;\n",
  'host/src/main.ts': "import { sdk } from '../../sdk/src/server.ts';\nimport { a } from '../../plugins/a/src/server/index.ts';\nexport const host = [sdk, a];\n",
  'host/test/demo.test.ts': "import { a } from '../../plugins/a/src/server/index.ts';\nimport { fake } from '../../plugins/a/test/fake.ts';\nimport { shared } from '../../plugins/a/src/testing/sharedFake.ts';\nexport const used = [a, fake, shared];\n",
  'plugins/a/src/testing/sharedFake.ts': "export const shared = 1;\n",
  'plugins/a/src/server/index.ts': "import { sdk } from '../../../../sdk/src/server.ts';\nimport { theme } from '../../../../theme-kit/src/index.ts';\nimport { helper } from './helper.ts';\nexport const a = [sdk, theme, helper];\n",
  'plugins/a/src/server/helper.ts': "export const helper = 1;\n",
  'plugins/a/test/fake.ts': "export const fake = 1;\n",
  'plugins/a/test/a.test.ts': "import { core } from '@lms/core';\nimport { b } from '../../b/src/server/index.ts';\nimport { host } from '../../../host/src/main.ts';\nimport { a } from '../src/server/index.ts';\nexport const used = [core, b, host, a];\n",
  'plugins/b/src/server/index.ts': "export const b = 1;\n",
  // A type-only import and a dynamic one count as well.
  'plugins/b/test/types.ts': "import type { Core } from '../../../core/src/index.ts';\nexport type Used = Core;\n",
  'plugins/b/src/web/index.tsx': "export const View = () => <p>b</p>;\nexport const load = () => import('../../../a/src/server/index.ts');\n",
};

let baseDir: string;

beforeAll(async () => {
  baseDir = await mkdtemp(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(baseDir, path)), { recursive: true });
    await writeFile(join(baseDir, path), text);
  }
  await mkdir(join(baseDir, 'node_modules/@lms'), { recursive: true });
  await symlink(join(baseDir, 'core'), join(baseDir, 'node_modules/@lms/core'), 'dir');
});

afterAll(async () => {
  await rm(baseDir, { recursive: true, force: true });
});

const byFrom = (violations: BoundaryViolation[]) => violations.map(({ from, to, rule }) => `${from} -> ${to} (${rule})`).sort();

describe('the layer boundary check', () => {
  it('finds every import the layer table forbids, in source and tests, and passes the allowed ones', async () => {
    const report = await checkBoundaries({ baseDir, roots: LAYER_ROOTS, rules: layerRules });
    expect(byFrom(report.violations)).toEqual([
      'contract/src/bad.ts -> core/src/index.ts (contract-imports-nothing)',
      'core/src/bad.ts -> sdk/src/server.ts (core-imports-theme-kit-only)',
      'core/test/kernel.test.ts -> plugins/a/src/server/index.ts (core-tests-use-the-sdk-harness)',
      'host/src/main.ts -> plugins/a/src/server/index.ts (host-imports-no-plugin)',
      'host/test/demo.test.ts -> plugins/a/test/fake.ts (host-tests-import-plugin-entries-only)',
      'plugins/a/test/a.test.ts -> core/src/index.ts (plugin-imports-sdk-and-theme-kit-only)',
      'plugins/a/test/a.test.ts -> host/src/main.ts (plugin-imports-sdk-and-theme-kit-only)',
      'plugins/a/test/a.test.ts -> plugins/b/src/server/index.ts (plugin-imports-sdk-and-theme-kit-only)',
      'plugins/b/src/web/index.tsx -> plugins/a/src/server/index.ts (plugin-imports-sdk-and-theme-kit-only)',
      'plugins/b/test/types.ts -> core/src/index.ts (plugin-imports-sdk-and-theme-kit-only)',
      'sdk/src/bad.ts -> host/src/main.ts (sdk-imports-core-and-theme-kit-only)',
      'sdk/src/web/bad.ts -> core/src/index.ts (sdk-source-imports-no-core)',
      'subtitles/src/bad.ts -> theme-kit/src/index.ts (subtitles-import-the-contract-only)',
      'theme-kit/src/bad.ts -> core/src/index.ts (theme-kit-imports-nothing)',
    ]);
    expect(report.stale).toEqual([]);
  });

  it('lets an allow-listed import pass and reports an allow-list entry that no longer happens', async () => {
    const allowed = [
      { from: 'plugins/a/test/a.test.ts', to: 'core/src/index.ts', why: 'moving to the harness' },
      { from: 'plugins/b/src/server/index.ts', to: 'core/src/index.ts', why: 'fixed since' },
    ];
    const report = await checkBoundaries({ baseDir, roots: LAYER_ROOTS, rules: layerRules, allowed });
    expect(report.violations.map((violation) => `${violation.from} -> ${violation.to}`)).not.toContain('plugins/a/test/a.test.ts -> core/src/index.ts');
    expect(report.violations).toHaveLength(13);
    expect(report.stale).toEqual([allowed[1]]);
  });
});
