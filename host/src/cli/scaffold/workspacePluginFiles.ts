import { kernelTestFile } from './kernelTestFile.ts';
import type { PluginNames } from './pluginTemplate.ts';

/**
 * The package.json, test and README of a plugin inside the LMS repository (a
 * workspace under plugins/): its entries are its TypeScript sources, and its
 * test boots a real kernel through the SDK's harness (createTestKernel).
 */
export function workspacePluginFiles(names: PluginNames, sdkVersion: string): Record<string, string> {
  const { type, packageName, camel, title } = names;
  return {
    'package.json': `${JSON.stringify(
      {
        name: packageName,
        version: '0.1.0',
        private: true,
        type: 'module',
        description: `The ${type} component type.`,
        lms: { server: './src/server/index.ts', web: './src/web/index.tsx' },
        exports: { './server': './src/server/index.ts', './web': './src/web/index.tsx', './package.json': './package.json' },
        scripts: { test: 'vitest run' },
        dependencies: { '@lms/sdk': sdkVersion },
        peerDependencies: { react: '^19.0.0', 'react-dom': '^19.0.0' },
      },
      null,
      2,
    )}\n`,

    [`test/${camel}Component.test.ts`]: kernelTestFile(names),

    'README.md': `# ${packageName}

The **${type}** component type: a text shown to students, and a course screen
for instructors (course menu: "${title}").

- \`src/schemas/${camel}Config.ts\`: the config's JSON schema (TypeBox), shared by server and web.
- \`src/server/\`: the server manifest (\`definePlugin\`) and the component type with its defaults.
- \`src/web/\`: the web manifest (\`defineWebPlugin\`): the View, the Editor and the screen.
- \`migrations/\`: knex migrations; the plugin's tables start with \`${type}_\`.
- \`test/\`: tests on the SDK's harness (\`createTestKernel\` from \`@lms/sdk/testing\`).

## Develop

Inside the LMS repository (this folder under \`plugins/\`): run \`npm install\` at
the repository's root once (the folder becomes a workspace), add
\`"${packageName}"\` to \`host/lms.config.json\`'s \`plugins\`, and run \`npm run dev\`.
A plugin outside the repository is listed by its folder path instead
(\`"/path/to/this/folder"\`) once \`@lms/sdk\` is installed here; see the LMS's
docs/plugin-authoring.md (section 8 says what such a folder needs today).

## Test

\`npm test\` here (or \`npx vitest run <this folder>\` from the repository's root):
a real kernel on a fresh PGlite database, or on a throwaway PostgreSQL
database when \`DATABASE_URL\` is set.

## Install

Add the package (or its folder path) to the host's \`lms.config.json\` and run
\`npm start\`: the host rebuilds its web app, runs this plugin's migrations and
starts.
`,
  };
}
