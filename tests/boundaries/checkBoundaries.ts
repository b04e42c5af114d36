import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';

/** One import the layer table forbids. */
export interface BoundaryViolation {
  rule: string;
  /** Importing file, relative to the checked directory. */
  from: string;
  /** Imported file (resolved), relative to the checked directory. */
  to: string;
}

/** A known violation that is allowed for now, and why. */
export interface AllowedViolation {
  from: string;
  to: string;
  why: string;
}

export interface BoundaryReport {
  /** Forbidden imports not on the allow-list. */
  violations: BoundaryViolation[];
  /** Allow-list entries that no longer happen: the list only shrinks, so they must go. */
  stale: AllowedViolation[];
  /** Number of modules read. */
  modules: number;
}

export interface BoundaryCheck {
  /** The repository (or fixture) root the rule paths are relative to. */
  baseDir: string;
  roots: string[];
  rules: IForbiddenRuleType[];
  allowed?: AllowedViolation[];
}

/**
 * Reads every import under `roots` (TypeScript through swc: TypeScript 7 has no
 * compiler API for dependency-cruiser) and answers the imports `rules` forbid.
 */
export async function checkBoundaries(check: BoundaryCheck): Promise<BoundaryReport> {
  const { output } = await cruise(check.roots, {
    baseDir: check.baseDir,
    validate: true,
    ruleSet: { forbidden: check.rules },
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test-results)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  });
  const result = output as ICruiseResult;
  const found = result.summary.violations
    .filter((violation) => violation.rule.severity === 'error')
    .map((violation) => ({ rule: violation.rule.name, from: violation.from, to: violation.to }));
  const allowed = check.allowed ?? [];
  const isAllowed = (violation: BoundaryViolation) => allowed.some((entry) => entry.from === violation.from && entry.to === violation.to);
  return {
    violations: found.filter((violation) => !isAllowed(violation)),
    stale: allowed.filter((entry) => !found.some((violation) => violation.from === entry.from && violation.to === entry.to)),
    modules: result.summary.totalCruised,
  };
}
