/**
 * The SDK's subpath exports, each with the source it is built from (sdk/tsdown.config.ts) and
 * the name of its built file and API report (sdk/api/<name>.api.md). The workspace's package.json
 * maps the same subpaths to the sources.
 */
export const ENTRY_POINTS = [
  { subpath: '.', name: 'server', source: 'src/server.ts' },
  { subpath: './web', name: 'web', source: 'src/web/index.ts' },
  { subpath: './web/richText', name: 'web/richText', source: 'src/web/richText/index.ts' },
  { subpath: './testing', name: 'testing', source: 'src/testing/index.ts' },
  { subpath: './testing/web', name: 'testing/web', source: 'src/testing/web.ts' },
  { subpath: './subtitles', name: 'subtitles', source: 'src/subtitles.ts' },
  { subpath: './xml', name: 'xml', source: 'src/xml.ts' },
  { subpath: './rules', name: 'rules', source: 'src/rules.ts' },
  { subpath: './calls', name: 'calls', source: 'src/calls.ts' },
  { subpath: './sanitize', name: 'sanitize', source: 'src/sanitize/index.ts' },
  { subpath: './gradebook', name: 'gradebook', source: 'src/gradebook/index.ts' },
  { subpath: './gradebook/records', name: 'gradebook/records', source: 'src/gradebook/records/index.ts' },
  { subpath: './jwt', name: 'jwt', source: 'src/jwt/rs256.ts' },
] as const;

/** The workspace packages the built SDK carries inside it: a plugin never installs them. */
export const BUNDLED_WORKSPACES = ['@lms/contract', '@lms/subtitles', '@lms/theme-kit'] as const;
