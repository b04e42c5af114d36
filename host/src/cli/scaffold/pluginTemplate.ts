/** The names a new plugin's files use, all made from the one name given to `plugin new`. */
export interface PluginNames {
  /** The component type and table prefix: a lowercase identifier (`tip_card`). */
  type: string;
  /** The plugin id: the type with - for _ (`tip-card`), as plugin ids take hyphens. */
  id: string;
  /** The npm package name. */
  packageName: string;
  /** For TypeScript names (`TipCard`, `tipCard`). */
  pascal: string;
  camel: string;
  /** What people read (`Tip card`). */
  title: string;
}

export function pluginNames(type: string, packageName: string): PluginNames {
  const words = type.split('_').filter(Boolean);
  const pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  const title = words.join(' ');
  return {
    type,
    id: type.replaceAll('_', '-'),
    packageName,
    pascal,
    camel: pascal[0]!.toLowerCase() + pascal.slice(1),
    title: title[0]!.toUpperCase() + title.slice(1),
  };
}

/** `20261129051500`: knex runs migrations in the order of their names. */
function migrationStamp(now: Date): string {
  return now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/**
 * Every file of a new plugin, path (inside its folder) to content: a component
 * type with its schema and defaults, a screen on the course menu, a migration
 * creating the plugin's own table, a test on the SDK's harness and a README.
 */
export function pluginFiles(names: PluginNames, sdkVersion: string, now: Date): Record<string, string> {
  const { type, id, packageName, pascal, camel, title } = names;
  const table = `${type}_notes`;
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

    [`src/schemas/${camel}Config.ts`]: `import { Type, type Static } from '@lms/sdk/calls';

export const MAX_TEXT_LENGTH = 5000;

/** The ${type} component's config, shared by server and web: the text students read. */
export const ${camel}ConfigSchema = Type.Object(
  {
    text: Type.String({
      maxLength: MAX_TEXT_LENGTH,
      errorMessage: { type: 'The text must be text.', maxLength: \`The text is at most \${MAX_TEXT_LENGTH} characters.\` },
    }),
  },
  { additionalProperties: false, errorMessage: { required: { text: 'Enter the text.' } } },
);

export type ${pascal}Config = Static<typeof ${camel}ConfigSchema>;

declare module '@lms/sdk' {
  interface ComponentConfigs {
    ${type}: ${pascal}Config;
  }
}
`,

    [`src/server/${camel}ComponentType.ts`]: `import { defineComponentType } from '@lms/sdk';
import { ${camel}ConfigSchema, type ${pascal}Config } from '../schemas/${camel}Config.ts';

export const ${camel}ComponentType = defineComponentType<${pascal}Config>({
  type: '${type}',
  title: '${title}',
  configSchema: ${camel}ConfigSchema,
  defaults: { text: '' },
  activity: { gradable: false },
  prepare: (config) => ({ text: config.text.trim() }),
  searchableText: (config) => config.text,
});
`,

    'src/server/index.ts': `import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { ${camel}ComponentType } from './${camel}ComponentType.ts';

export default definePlugin({
  id: '${id}',
  version: '0.1.0',
  kernel: '^1',
  componentTypes: [${camel}ComponentType],
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
});
`,

    [`migrations/${migrationStamp(now)}_${table}.ts`]: `import type { Knex } from '@lms/sdk';

/** The plugin's own table (its name starts with the type's): notes kept on each ${type} component. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('${table}', (t) => {
    t.string('id', 24).primary();
    t.string('component_id', 24).notNullable().references('components.id').onDelete('CASCADE');
    t.text('body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('${table}');
}
`,

    'src/web/routes.ts': `import { pluginRoute } from '@lms/sdk/web';

/** The plugin's screen in a course, for its instructors. */
export const overviewRoute = pluginRoute('${id}.overview', '/:courseId/${id}', 'professor');
`,

    'src/web/index.tsx': `import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';
import { overviewRoute } from './routes.ts';

export default defineWebPlugin({
  id: '${id}',
  components: {
    ${type}: {
      View: lazy(() => import('./${pascal}View.tsx')),
      Editor: lazy(() => import('./${pascal}Editor.tsx')),
    },
  },
  routes: [overviewRoute],
  screens: { '${id}.overview': lazy(() => import('./OverviewScreen.tsx')) },
  courseMenu: [{ route: '${id}.overview', label: '${title}', for: 'professor', order: 90 }],
});
`,

    [`src/web/${pascal}View.tsx`]: `import type { ComponentViewProps } from '@lms/sdk/web';
import type { ${pascal}Config } from '../schemas/${camel}Config.ts';

export default function ${pascal}View({ component, mode }: ComponentViewProps<${pascal}Config>) {
  const { text } = component.config;
  if (!text) return mode === 'edit' ? <p>No text yet: edit the component to write it.</p> : null;
  return <p>{text}</p>;
}
`,

    [`src/web/${pascal}Editor.tsx`]: `import { OtherFieldErrors, TextAreaField, type ComponentEditorProps } from '@lms/sdk/web';
import type { ${pascal}Config } from '../schemas/${camel}Config.ts';

export default function ${pascal}Editor({ value, onChange, errors }: ComponentEditorProps<${pascal}Config>) {
  return (
    <div>
      <TextAreaField label="Text" value={value.text} onChange={(text) => onChange({ ...value, text })} error={errors.text} />
      <OtherFieldErrors errors={errors} shownFields={['text']} />
    </div>
  );
}
`,

    'src/web/OverviewScreen.tsx': `import { pageClass } from '@lms/sdk/web';

/** The screen the course menu's "${title}" entry opens. */
export default function OverviewScreen() {
  return (
    <main className={pageClass('narrow')}>
      <h1>${title}</h1>
      <p>Add a ${title.toLowerCase()} to a page in edit mode: it shows its text to students.</p>
    </main>
  );
}
`,

    [`test/${camel}Component.test.ts`]: `import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import plugin from '../src/server/index.ts';

let tk: TestKernel;
let teacher: TestClient;
let page: string;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [plugin] });
  const instructor = await tk.createUser('instructor');
  const course = await tk.createCourse({ instructor });
  teacher = await tk.loginAs(instructor);
  page = \`\${course.first.courseId}/\${course.first.lessonId}/\${course.first.pageId}\`;
});

afterAll(() => tk?.close());

describe('${type} component through the kernel', () => {
  it('stores a trimmed text, and notes on it (only on a component) in the plugin\\'s own table', async () => {
    const created = await teacher.post(\`components/\${page}/new/\`, { type: '${type}', config: { text: '  Hello  ' } });
    expect(created.status).toBe(201);
    expect(created.body.config).toEqual({ text: 'Hello' });

    const note = { id: randomBytes(12).toString('hex'), component_id: created.body._id, body: 'A note', created_at: new Date() };
    await tk.kernel.knex('${table}').insert(note);
    expect(await tk.kernel.knex('${table}').where({ component_id: created.body._id }).select('body')).toEqual([{ body: 'A note' }]);
    const orphan = { ...note, id: randomBytes(12).toString('hex'), component_id: 'f'.repeat(24) };
    await expect(tk.kernel.knex('${table}').insert(orphan)).rejects.toThrow();
  });

  it('refuses a text that is too long', async () => {
    const refused = await teacher.post(\`components/\${page}/new/\`, { type: '${type}', config: { text: 'x'.repeat(5001) } });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([{ field: 'config/text', message: 'The text is at most 5000 characters.' }]);
  });
});
`,

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
