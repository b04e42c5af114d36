import type { AllowedViolation } from './checkBoundaries.ts';

/**
 * Forbidden imports allowed for now, each with what would remove it. This list
 * only shrinks: a new forbidden import fails the check, and so does an entry
 * here that no longer happens (remove it). Source files have none.
 */
export const allowedViolations: AllowedViolation[] = [
  // The kill-and-restart test runs real server processes on one database: a kernel built from the
  // environment as the server builds it, seeded through core's services. Goes when the SDK's test
  // harness can boot a process kernel from the environment and seed it (issue 15 part 6).
  {
    from: 'plugins/assessment/test/delivery/support/assessmentServer.ts',
    to: 'core/src/index.ts',
    why: 'a server process built from the environment (Kernel, kernelConfigFromEnv)',
  },
  {
    from: 'plugins/assessment/test/delivery/support/seedPeople.ts',
    to: 'core/src/index.ts',
    why: 'seeds people and a course through core services in a kernel built from the environment',
  },
  {
    from: 'plugins/assessment/test/delivery/support/processLedger.ts',
    to: 'core/src/index.ts',
    why: "reads the ledger after a killed process through a kernel built from the environment",
  },
  // The fuzz suite pays through the payments plugin's fake Stripe server. Goes when the payments
  // plugin exports it as a test entry of its own.
  {
    from: 'host/test/fuzz/fuzzWorld.ts',
    to: 'plugins/payments/test/server/fakeStripe.ts',
    why: "the payments plugin's fake Stripe server",
  },
];
