import type { NotifyOptions } from '@lms/sdk/web';
import { StateStore } from '../app/StateStore.ts';
import { readBuildId } from './readBuildId.ts';

/** Part 1 §9: check every 60 s while the tab is visible; notify at most every 15 minutes, shown for 180 s. */
export const RELEASE_CHECK_INTERVAL_MS = 60_000;
export const RELEASE_NOTICE_INTERVAL_MS = 15 * 60_000;
export const RELEASE_NOTICE_TIMEOUT_MS = 180_000;
export const NEW_RELEASE_TITLE = 'New Release Available';
export const NEW_RELEASE_MESSAGE = 'A new version of the software has been released. Please refresh your browser to continue.';

export interface ReleaseWatcherOptions {
  /** The build this page was loaded from. */
  currentBuild: string;
  notify(options: NotifyOptions): void;
  fetch?: typeof fetch;
  now?: () => number;
  isVisible?: () => boolean;
}

/** Notices when the server has a newer build of the app than the one running in this tab. */
export class ReleaseWatcher extends StateStore<{ updateAvailable: boolean }> {
  readonly #options: Required<ReleaseWatcherOptions>;
  #lastNoticeAt: number | undefined;

  constructor({ currentBuild, notify, fetch: doFetch, now, isVisible }: ReleaseWatcherOptions) {
    super({ updateAvailable: false });
    this.#options = {
      currentBuild,
      notify,
      fetch: doFetch ?? ((input, init) => fetch(input, init)),
      now: now ?? (() => Date.now()),
      isVisible: isVisible ?? (() => document.visibilityState === 'visible'),
    };
  }

  /** Re-reads the served page's build id; a different one marks an update available. */
  async check(): Promise<void> {
    const { fetch: doFetch, currentBuild, isVisible } = this.#options;
    if (!isVisible()) return;
    let servedBuild: string | undefined;
    try {
      const response = await doFetch('/', { cache: 'no-store' });
      if (!response.ok) return;
      servedBuild = readBuildId(await response.text());
    } catch {
      return;
    }
    if (!servedBuild || servedBuild === currentBuild) return;
    this.setState({ updateAvailable: true });
    this.#noticeAtMostEvery15Minutes();
  }

  /** Checks every minute until the returned function is called. */
  start(): () => void {
    const timer = setInterval(() => void this.check(), RELEASE_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }

  #noticeAtMostEvery15Minutes(): void {
    const now = this.#options.now();
    if (this.#lastNoticeAt !== undefined && now - this.#lastNoticeAt < RELEASE_NOTICE_INTERVAL_MS) return;
    this.#lastNoticeAt = now;
    this.#options.notify({ type: 'info', message: NEW_RELEASE_MESSAGE, timeout: RELEASE_NOTICE_TIMEOUT_MS });
  }
}
