import type { IForbiddenRuleType } from 'dependency-cruiser';

/**
 * The layer table of docs/architecture.md as dependency-cruiser rules. Paths are
 * relative to the repository root and resolved through the workspace links, so an
 * import of `@lms/core` counts as one of `core/`. Source and tests are both checked;
 * where a layer's tests may import more than its source, the rule says so.
 */
export const layerRules: IForbiddenRuleType[] = [
  {
    name: 'theme-kit-imports-nothing',
    comment: 'theme-kit imports no other layer.',
    severity: 'error',
    from: { path: '^theme-kit/' },
    to: { path: '^(core|sdk|host|plugins)/' },
  },
  {
    name: 'core-imports-theme-kit-only',
    comment: 'core imports theme-kit only: never the SDK, the host or a plugin.',
    severity: 'error',
    from: { path: '^core/', pathNot: '^core/test/' },
    to: { path: '^(sdk|host|plugins)/' },
  },
  {
    name: 'core-tests-use-the-sdk-harness',
    comment: "core's tests run the kernel through the SDK's test harness (createTestKernel, definePlugin for test plugins); never the host or a plugin.",
    severity: 'error',
    from: { path: '^core/test/' },
    to: { path: '^(host|plugins)/' },
  },
  {
    name: 'sdk-imports-core-and-theme-kit-only',
    comment: 'The SDK imports core (its contract and test harness) and theme-kit: never the host or a plugin.',
    severity: 'error',
    from: { path: '^sdk/' },
    to: { path: '^(host|plugins)/' },
  },
  {
    name: 'host-imports-no-plugin',
    comment: 'The host wires plugins from host/lms.config.json at run time; its source imports none.',
    severity: 'error',
    from: { path: '^host/', pathNot: '^host/test/' },
    to: { path: '^plugins/' },
  },
  {
    name: 'host-tests-import-plugin-entries-only',
    comment: "The host's tests install plugins as the configuration does: through a plugin's server or web entry, never its internals or its tests.",
    severity: 'error',
    from: { path: '^host/test/' },
    to: { path: '^plugins/', pathNot: '^plugins/[^/]+/src/(server/index\\.ts|web/index\\.tsx)$' },
  },
  {
    name: 'plugin-imports-sdk-and-theme-kit-only',
    comment: 'A plugin imports the SDK and theme-kit only: never core, the host or another plugin.',
    severity: 'error',
    from: { path: '^plugins/([^/]+)/' },
    to: { path: '^(core|host|plugins)/', pathNot: '^plugins/$1/' },
  },
];

/** The folders the rules cover (the layers of the table). */
export const LAYER_ROOTS = ['core', 'sdk', 'theme-kit', 'host', 'plugins'];
