import fs from 'node:fs';
import { kernelTestFile } from './kernelTestFile.ts';
import { overviewPath, pluginTable, type PluginNames } from './pluginTemplate.ts';

/** Its build script: examples/poll's itself, read from the example (esbuild, with what the site provides at run time left out). */
const BUILD_SCRIPT = new URL('../../../../examples/poll/scripts/build.mjs', import.meta.url);

/** What a package plugin develops and tests with, besides the SDK: the ranges the repository itself uses. */
const DEVELOPMENT_DEPENDENCIES = {
  '@testing-library/react': '^16.3.3',
  '@types/node': '^24.19.2',
  '@types/react': '^19.3.0',
  esbuild: '^0.28.2',
  jsdom: '^31.0.1',
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  typescript: '^7.0.2',
  vitest: '^5.1.1',
};

/**
 * The package.json, build, tests and README of a plugin outside the LMS
 * repository, made like examples/poll: built to JavaScript, declaring in
 * package.json what it reaches and adds, installed by a site's administrator.
 * `sdkDependency` is how it gets the SDK (`file:` a packed tarball, or a
 * registry range). Its tests need only that SDK: the kernel harness
 * (createTestKernel, which the packed SDK carries), the manifests against
 * package.json, the component type, and the web part in jsdom with
 * `@lms/sdk/testing/web`.
 */
export function packagePluginFiles(names: PluginNames, sdkDependency: string, kernelRange: string): Record<string, string> {
  const { type, id, packageName, pascal, camel, title } = names;
  const table = pluginTable(names);
  return {
    'package.json': `${JSON.stringify(
      {
        name: packageName,
        version: '0.1.0',
        description: `The ${type} component type.`,
        type: 'module',
        files: ['dist'],
        lms: {
          id,
          kernel: kernelRange,
          server: './dist/lib/server/index.js',
          web: './dist/web/index.js',
          reach: { tables: [table], services: [], network: [] },
          contributes: { componentTypes: [type], screens: [overviewPath(names)] },
        },
        scripts: { typecheck: 'tsc -p tsconfig.json', test: 'tsc -p tsconfig.json && vitest run', build: 'node scripts/build.mjs', 'pack:plugin': 'npm run build && npm pack' },
        devDependencies: { '@lms/sdk': sdkDependency, ...DEVELOPMENT_DEPENDENCIES },
      },
      null,
      2,
    )}\n`,

    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          esModuleInterop: true,
          skipLibCheck: true,
          isolatedModules: true,
          allowImportingTsExtensions: true,
          noEmit: true,
          jsx: 'react-jsx',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          types: ['node'],
        },
        include: ['src', 'migrations', 'test'],
      },
      null,
      2,
    )}\n`,

    '.gitignore': 'node_modules/\ndist/\n*.tgz\n',

    'scripts/build.mjs': fs.readFileSync(BUILD_SCRIPT, 'utf8'),

    [`test/${camel}Plugin.test.ts`]: `import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import plugin from '../src/server/index.ts';
import { ${camel}ComponentType } from '../src/server/${camel}ComponentType.ts';

/** What the administrator reads before installing; the site refuses a server part that differs. */
const declared = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')).lms;

describe('the ${type} plugin, server part', () => {
  it('is the plugin its package.json declares: id, kernel range, component types, its own table', () => {
    expect(plugin.id).toBe(declared.id);
    expect(plugin.kernel).toBe(declared.kernel);
    expect((plugin.componentTypes ?? []).map((componentType) => componentType.type)).toEqual(declared.contributes.componentTypes);
    expect(declared.reach.tables).toEqual(['${table}']);
    expect(fs.readdirSync(String(plugin.migrations)).filter((file) => file.endsWith('_${table}.ts'))).toHaveLength(1);
  });

  it('stores the text trimmed, and starts empty', async () => {
    expect(await ${camel}ComponentType.prepare?.({ text: '  Hello  ' })).toEqual({ text: 'Hello' });
    expect(${camel}ComponentType.defaults).toEqual({ text: '' });
  });
});
`,

    [`test/${camel}Component.test.ts`]: kernelTestFile(names),

    [`test/${camel}Web.test.tsx`]: `// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ControlledEditor, componentFixture } from '@lms/sdk/testing/web';
import web from '../src/web/index.tsx';
import ${pascal}Editor from '../src/web/${pascal}Editor.tsx';
import ${pascal}View from '../src/web/${pascal}View.tsx';

const declared = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')).lms;

afterEach(cleanup);

describe('the ${type} plugin, web part', () => {
  it('shows its text to students', () => {
    render(<${pascal}View component={componentFixture('${type}', { text: 'Hello' })} courseId="course-1" lessonId="lesson-1" pageId="page-1" mode="presentation" />);
    expect(screen.getByText('Hello')).toBeTruthy();
  });

  it('edits the text', () => {
    const onChange = vi.fn();
    render(<ControlledEditor Editor={${pascal}Editor} component={componentFixture('${type}', { text: '' })} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'New text' } });
    expect(onChange).toHaveBeenLastCalledWith({ text: 'New text' });
  });

  it('has its screens only where package.json declares them (the site loads nothing else of it)', () => {
    expect(web.id).toBe(declared.id);
    expect(Object.keys(web.components ?? {})).toEqual(declared.contributes.componentTypes);
    expect((web.routes ?? []).map((route) => route.path)).toEqual(declared.contributes.screens);
    const ownRoutes = (web.routes ?? []).map((route) => route.name);
    expect((web.courseMenu ?? []).every((entry) => ownRoutes.includes(entry.route))).toBe(true);
  });
});
`,

    'README.md': `# ${packageName}

The **${type}** component type: a text shown to students, and a course screen
for instructors (course menu: "${title}"). A plugin package for an LMS site:
built to JavaScript and installed by the site's administrator.

- \`package.json\` \`lms\`: what the administrator reads before installing: the
  id, the kernel API range, the built entries, its reach (its own table
  \`${table}\`, no other kernel service, no outgoing host) and what it adds (the
  \`${type}\` component type, the screen at \`${overviewPath(names)}\`). The site
  enforces all of it.
- \`src/schemas/\`, \`src/server/\`, \`src/web/\`: the config's schema, the server
  manifest (\`definePlugin\`) and the web manifest (\`defineWebPlugin\`).
- \`migrations/\`: knex migrations, run by the site at install and upgrade.
- \`test/\`: vitest tests on the SDK alone, one of them on a real kernel
  (\`createTestKernel\` from \`@lms/sdk/testing\`).

## Develop

\`npm install\` takes \`@lms/sdk\` as package.json says (a packed tarball the
site's maintainers give you, or a registry version). Import only the SDK's
subpaths. Add a screen, a table or a kernel service only with its line in
package.json \`lms\`: the site refuses what is not declared.

## Test

\`npm test\`: the type check against the SDK's declarations, then the tests:
the manifests match package.json, the component type's rules, the component
created on a page of a real kernel (\`createTestKernel\` in
\`@lms/sdk/testing\`: the SDK carries the kernel, on an in-memory PGlite
database, or on a throwaway PostgreSQL database when \`DATABASE_URL\` is set)
with this plugin's migration run, and the View and Editor in jsdom
(\`@lms/sdk/testing/web\`). Node 24 or later: the kernel loads the
TypeScript migrations with Node's own type stripping.

## Install

\`npm run pack:plugin\` builds \`dist/\` and packs \`${packageName}-0.1.0.tgz\`.
On the site: /administrator/plugins (Read package, then Install), or
\`npm run lms -- plugin-install --file ${packageName}-0.1.0.tgz --by <admin email>\`.
Bump \`version\` for every package you hand out; an installed id is upgraded.
`,
  };
}
