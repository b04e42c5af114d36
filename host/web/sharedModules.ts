import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * The modules an installed plugin's prebuilt web part imports from the host
 * rather than bundling its own: one React (hooks and contexts only work with
 * the host's), and the SDK's web kit (its contexts: the API client, the
 * session, the notifications).
 */
export const SHARED_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@lms/sdk/web'] as const;

const PREFIX = 'virtual:lms-shared:';
const entryName = (specifier: string) => `shared-${specifier.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`;

/** CommonJS packages: their export names are read in Node, so the ES module re-exports each by name. */
function namedExports(specifier: string, webRoot: string): string[] {
  const module = createRequire(path.join(webRoot, 'index.html'))(specifier) as Record<string, unknown>;
  return Object.keys(module).filter((name) => name !== 'default' && name !== '__esModule' && /^[A-Za-z_$][\w$]*$/.test(name));
}

/** The build's extra entries, one per shared module (kept with all their exports). */
export function sharedModuleInputs(): Record<string, string> {
  return Object.fromEntries(SHARED_MODULES.map((specifier) => [entryName(specifier), `${PREFIX}${specifier}`]));
}

/**
 * Builds each shared module as its own entry chunk and writes the page's
 * import map (`react` -> /assets/shared-react-<hash>.js, ...), so a plugin's
 * ES module loaded at run time with `import()` gets the host's instances.
 */
export function sharedModules(webRoot: string): Plugin {
  return {
    name: 'lms-shared-modules',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const specifier = id.slice(PREFIX.length + 1);
      if (specifier.startsWith('@lms/')) return `export * from '${specifier}';\n`;
      const names = namedExports(specifier, webRoot);
      return `import * as shared from '${specifier}';\nexport default shared.default ?? shared;\nexport const { ${names.join(', ')} } = shared;\n`;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const imports: Record<string, string> = {};
        for (const output of Object.values(context.bundle)) {
          if (output.type !== 'chunk' || !output.isEntry) continue;
          const specifier = SHARED_MODULES.find((candidate) => entryName(candidate) === output.name);
          if (specifier) imports[specifier] = `/${output.fileName}`;
        }
        const missing = SHARED_MODULES.filter((specifier) => !imports[specifier]);
        if (missing.length) throw new Error(`The shared modules ${missing.join(', ')} were not built as entries`);
        return html.replace('<head>', `<head>\n    <script type="importmap">${JSON.stringify({ imports })}</script>`);
      },
    },
  };
}
