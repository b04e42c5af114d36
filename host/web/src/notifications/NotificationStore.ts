import type { NotificationType, NotifyOptions } from '@lms/sdk/web';
import { StateStore } from '../app/StateStore.ts';

/** Part 1 §9: default timeout and the progress tick. */
export const NOTIFICATION_TIMEOUT_MS = 7000;
export const NOTIFICATION_TICK_MS = 20;

export interface ShownNotification {
  id: number;
  type: NotificationType;
  message: string;
  timeout: number;
  /** Milliseconds shown so far (whole ticks, so progress never drifts). */
  elapsed: number;
}

/** How far a notification has run, in percent; it closes once this passes 100. */
export function notificationProgress(notification: ShownNotification): number {
  return (notification.elapsed / notification.timeout) * 100;
}

/**
 * The open notifications (part 1 §4). Showing a message that is already open
 * re-opens it with its progress reset instead of adding a duplicate.
 */
export class NotificationStore extends StateStore<readonly ShownNotification[]> {
  #nextId = 1;
  #ticker: ReturnType<typeof setInterval> | undefined;

  constructor() {
    super([]);
  }

  readonly show = ({ type, message, timeout = NOTIFICATION_TIMEOUT_MS }: NotifyOptions): void => {
    const existing = this.state.find((notification) => notification.message === message);
    if (existing) {
      this.setState(this.state.map((n) => (n === existing ? { ...n, type, timeout, elapsed: 0 } : n)));
    } else {
      this.setState([...this.state, { id: this.#nextId++, type, message, timeout, elapsed: 0 }]);
    }
    this.#startTicking();
  };

  readonly close = (id: number): void => {
    this.#replace(this.state.filter((notification) => notification.id !== id));
  };

  /** Closes every notification (on any route change). */
  readonly clear = (): void => {
    this.#replace([]);
  };

  #tick = (): void => {
    const advanced = this.state.map((n) => ({ ...n, elapsed: n.elapsed + NOTIFICATION_TICK_MS }));
    this.#replace(advanced.filter((n) => notificationProgress(n) <= 100));
  };

  #replace(next: readonly ShownNotification[]): void {
    this.setState(next);
    if (next.length === 0 && this.#ticker !== undefined) {
      clearInterval(this.#ticker);
      this.#ticker = undefined;
    }
  }

  #startTicking(): void {
    this.#ticker ??= setInterval(this.#tick, NOTIFICATION_TICK_MS);
  }
}
