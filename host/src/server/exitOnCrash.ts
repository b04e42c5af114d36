/** How long a crashed server may take to stop (close the socket, release the data directory) before it exits anyway. */
export const CRASH_STOP_GRACE_MS = 5_000;

/** The exit status of a crash: non-zero, so a supervisor (systemd Restart=, a container restart policy) starts the server again. */
export const CRASH_EXIT_CODE = 70;

export interface CrashOptions {
  logger: { fatal(facts: object, message: string): void };
  /** Stops the server as cleanly as it still can. */
  stop: () => Promise<void>;
  graceMs?: number;
}

/**
 * The last resort: an error no handler took (an uncaught exception or an
 * unhandled rejection) leaves the process in a state nobody can vouch for,
 * so it is logged, the server stopped within a grace period, and the process
 * exits non-zero for its supervisor to restart it (docs/operations.md).
 * Request and stream errors are answered where they happen; this is for what
 * slips through.
 */
export function exitOnCrash({ logger, stop, graceMs = CRASH_STOP_GRACE_MS }: CrashOptions): void {
  let crashed = false;
  const crash = (error: unknown, origin: string) => {
    if (crashed) return;
    crashed = true;
    process.exitCode = CRASH_EXIT_CODE;
    logger.fatal({ err: error, origin }, 'unexpected error: stopping so the supervisor restarts the server');
    process.stderr.write(`Unexpected error (${origin}), exiting: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    const deadline = setTimeout(() => process.exit(CRASH_EXIT_CODE), graceMs);
    stop()
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(deadline);
        process.exit(CRASH_EXIT_CODE);
      });
  };
  process.on('uncaughtException', (error, origin) => crash(error, origin));
  process.on('unhandledRejection', (reason) => crash(reason, 'unhandledRejection'));
}
