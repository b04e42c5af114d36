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

/** The plugin's own table, which its migration creates. */
export function pluginTable(names: PluginNames): string {
  return `${names.type}_notes`;
}

/** The route path of the plugin's course screen (the course menu's entry). */
export function overviewPath(names: PluginNames): string {
  return `/:courseId/${names.id}`;
}

/**
 * The source files every new plugin has, path (inside its folder) to content,
 * wherever it lives: a component type with its schema and defaults, a screen on
 * the course menu and a migration creating the plugin's own table. Its
 * package.json, tests and README depend on where it lives (workspacePluginFiles, packagePluginFiles).
 */
export function pluginSourceFiles(names: PluginNames, kernelRange: string, now: Date): Record<string, string> {
  const { type, id, pascal, camel, title } = names;
  const table = pluginTable(names);
  return {
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
  kernel: '${kernelRange}',
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
export const overviewRoute = pluginRoute('${id}.overview', '${overviewPath(names)}', 'professor');
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

  };
}
