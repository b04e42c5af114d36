import type { IForbiddenRuleType } from 'dependency-cruiser';

/**
 * The layer table of docs/architecture.md as dependency-cruiser rules. Paths are
 * relative to the repository root and resolved through the workspace links, so an
 * import of `@lms/core` counts as one of `core/`. Source and tests are both checked;
 * where a layer's tests may import more than its source, the rule says so.
 */
export const layerRules: IForbiddenRuleType[] = [
  {
    name: 'contract-imports-nothing',
    comment: 'The contract (types, calls, errors, shared rules) imports no other layer: a plugin that depends on it pulls no implementation.',
    severity: 'error',
    from: { path: '^contract/' },
    to: { path: '^(theme-kit|subtitles|core|sdk|host|plugins)/' },
  },
  {
    name: 'subtitles-import-the-contract-only',
    comment: 'The subtitle library (@lms/subtitles) imports the contract only: the video and audio plugins reach it through the SDK, and core holds no subtitle code.',
    severity: 'error',
    from: { path: '^subtitles/' },
    to: { path: '^(theme-kit|core|sdk|host|plugins)/' },
  },
  {
    name: 'theme-kit-imports-nothing',
    comment: 'theme-kit imports no other layer.',
    severity: 'error',
    from: { path: '^theme-kit/' },
    to: { path: '^(contract|subtitles|core|sdk|host|plugins)/' },
  },
  {
    name: 'core-imports-theme-kit-only',
    comment: 'core imports the contract and theme-kit only: never the subtitle library (type code), the SDK, the host or a plugin.',
    severity: 'error',
    from: { path: '^core/', pathNot: '^core/test/' },
    to: { path: '^(subtitles|sdk|host|plugins)/' },
  },
  {
    name: 'core-tests-use-the-sdk-harness',
    comment: "core's tests run the kernel through the SDK's test harness (createTestKernel, definePlugin for test plugins); never the host or a plugin.",
    severity: 'error',
    from: { path: '^core/test/' },
    to: { path: '^(subtitles|host|plugins)/' },
  },
  {
    name: 'sdk-imports-core-and-theme-kit-only',
    comment: 'The SDK imports the contract, theme-kit and (its test harness only) core: never the host or a plugin.',
    severity: 'error',
    from: { path: '^sdk/' },
    to: { path: '^(host|plugins)/' },
  },
  {
    name: 'sdk-source-imports-no-core',
    comment: "What a plugin imports from the SDK pulls no kernel: only the test harness (@lms/sdk/testing) and the SDK's own tests import core, an optional peer dependency.",
    severity: 'error',
    from: { path: '^sdk/', pathNot: '^sdk/(src/testing|test)/' },
    to: { path: '^core/' },
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
    comment: "The host's tests install plugins as the configuration does: through a plugin's server or web entry (and use its testing entry's fakes), never its internals or its tests.",
    severity: 'error',
    from: { path: '^host/test/' },
    to: { path: '^plugins/', pathNot: '^plugins/[^/]+/src/(server/index\\.ts|web/index\\.tsx|testing/[^/]+\\.tsx?)$' },
  },
  {
    name: 'plugin-imports-sdk-and-theme-kit-only',
    comment: 'A plugin imports the SDK and theme-kit only: never core, the subtitle library (the SDK re-exports it), the host or another plugin.',
    severity: 'error',
    from: { path: '^plugins/([^/]+)/' },
    to: { path: '^(subtitles|core|host|plugins)/', pathNot: '^plugins/$1/' },
  },
];

/** The folders the rules cover (the layers of the table). */
export const LAYER_ROOTS = ['contract', 'subtitles', 'core', 'sdk', 'theme-kit', 'host', 'plugins'];
