import { ApiError } from '@lms/sdk/web';
import type { Responses, RunningAttempt } from '../../calls/deliveryCalls.ts';
import { answerBackup } from './answerBackup.ts';
import { DELIVERY_WEB_MESSAGES, isTermination, takerMessage } from './deliveryMessages.ts';

/** A change is saved this long after the last keystroke. */
export const SAVE_DEBOUNCE_MS = 1000;
/** Part 2 §9: autosave every 12 s (what is not saved yet; also the retry of a failed save). */
export const AUTOSAVE_MS = 12_000;
/** A failed save is tried again after 1, 2, 4, 8 s, then every 12 s. */
export const retryDelay = (failures: number) => Math.min(AUTOSAVE_MS, 1000 * 2 ** (failures - 1));

/** 'stopped': the server takes no more saves (time over, closed, submitted for the student). */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'stopped';

export interface SaveState {
  status: SaveStatus;
  /** 'Saved', 'Saving…', or why the last save failed. */
  message: string;
}

export interface SaveQueueOptions {
  /** Saves a batch of responses (PUT attempt/); throws an ApiError when refused or not reached. */
  save(batch: Responses): Promise<unknown>;
  /** The save state changed. */
  onState(state: SaveState): void;
  /** The instructor terminated the session: the server takes no more saves. */
  onTerminated(): void;
  /** The browser's copy of unsaved responses (answerBackup by default). */
  backup?: Pick<typeof answerBackup, 'write' | 'read' | 'clear'>;
  /** A monotonic clock in ms (performance.now by default): advances the server's time read at load. */
  monotonicNow?(): number;
}

const withoutSent = (pending: Responses, sent: Responses): Responses =>
  Object.fromEntries(Object.entries(pending).filter(([id, value]) => !(id in sent && sent[id] === value)));

/**
 * The responses of a running attempt on their way to the server. Saves run
 * one after another, in the order asked, each sending what is unsaved then; a
 * change is saved a second after the last one; a failed save is retried with
 * backoff (1, 2, 4, 8 s, then every 12 s) and its responses stay here and in
 * the browser's storage until the server has them (a reload finds them again,
 * unless the server saved later). Time is the server's: read from the attempt
 * and advanced by the page's monotonic clock. A termination or a 409 stops it.
 */
export class AnswerSaveQueue {
  private readonly backup: NonNullable<SaveQueueOptions['backup']>;
  private readonly monotonicNow: () => number;
  private attemptId: string | null = null;
  private unsaved: Responses = {};
  private chain: Promise<boolean> = Promise.resolve(true);
  private stopped = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private clock = { server: 0, at: 0 };

  constructor(private readonly options: SaveQueueOptions) {
    this.backup = options.backup ?? answerBackup;
    this.monotonicNow = options.monotonicNow ?? (() => performance.now());
  }

  /** The server's time now, in ms since the epoch. */
  serverNow(): number {
    return this.clock.server + (this.monotonicNow() - this.clock.at);
  }

  /** What the server does not have yet. */
  get pending(): Responses {
    return this.unsaved;
  }

  /** Whether something is unsaved and the server still takes saves. */
  get hasUnsaved(): boolean {
    return !this.stopped && Object.keys(this.unsaved).length > 0;
  }

  /**
   * Takes the attempt as the server answered it (at load, or read again):
   * its clock, and the responses the browser kept after failed saves, newer
   * than the server's last save, which win. Answers the responses to show, and
   * starts saving the kept ones.
   */
  adopt(attempt: RunningAttempt): Responses {
    this.clock = { server: Date.parse(attempt.now), at: this.monotonicNow() };
    this.attemptId = attempt._id;
    const kept = this.backup.read(attempt._id, attempt.saved_at === null ? null : Date.parse(attempt.saved_at));
    this.unsaved = { ...kept, ...this.unsaved };
    if (Object.keys(this.unsaved).length > 0) void this.flush();
    return { ...attempt.responses, ...this.unsaved };
  }

  /** A response changed: kept (and backed up) now, saved a second after the last change. */
  change(itemId: string, response: unknown): void {
    this.keep({ ...this.unsaved, [itemId]: response });
    this.schedule(SAVE_DEBOUNCE_MS);
  }

  /** The server has these (a check saved one): they are no longer unsaved. */
  acknowledge(sent: Responses): void {
    this.keep(withoutSent(this.unsaved, sent));
  }

  /** Saves what is unsaved after any save under way; answers whether everything is saved. */
  flush(): Promise<boolean> {
    this.cancelTimer();
    const run = () => this.runSave();
    this.chain = this.chain.then(run, run);
    return this.chain;
  }

  /** Waits for the saves under way (before a submit, which sends every response itself). */
  settled(): Promise<boolean> {
    this.cancelTimer();
    return this.chain;
  }

  /** The attempt ended here (submitted, or terminated on submit): nothing more is saved or kept. */
  finish({ clearBackup }: { clearBackup: boolean }): void {
    this.stopped = true;
    this.cancelTimer();
    if (clearBackup) {
      if (this.attemptId) this.backup.clear(this.attemptId);
      this.unsaved = {};
    }
  }

  /** Stops the pending timer (the screen goes); what is unsaved stays backed up. */
  dispose(): void {
    this.cancelTimer();
  }

  private cancelTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(ms: number): void {
    this.cancelTimer();
    this.timer = setTimeout(() => void this.flush(), ms);
  }

  private keep(next: Responses): void {
    this.unsaved = next;
    if (this.attemptId) this.backup.write(this.attemptId, next, this.serverNow());
  }

  private async runSave(): Promise<boolean> {
    const batch = this.unsaved;
    if (this.stopped || Object.keys(batch).length === 0) return true;
    this.options.onState({ status: 'saving', message: 'Saving…' });
    try {
      await this.options.save(batch);
      this.failures = 0;
      // Changes made while this save was on its way stay unsaved.
      this.keep(withoutSent(this.unsaved, batch));
      this.options.onState({ status: 'saved', message: 'Saved' });
      return true;
    } catch (error) {
      this.failed(error);
      return false;
    }
  }

  private failed(error: unknown): void {
    if (isTermination(error)) {
      this.stopped = true;
      this.options.onTerminated();
      // TerminatedNotice says it, with the way to see the updated status.
      this.options.onState({ status: 'stopped', message: '' });
    } else if (error instanceof ApiError && error.status === 409) {
      // Past the deadline or the close date: the server decides; the flow submits.
      this.stopped = true;
      this.options.onState({ status: 'stopped', message: error.message });
    } else {
      this.failures += 1;
      const detail = error instanceof ApiError && error.status === 0 ? DELIVERY_WEB_MESSAGES.offline : takerMessage(error);
      this.options.onState({ status: 'failed', message: error instanceof ApiError && error.status === 401 ? detail : DELIVERY_WEB_MESSAGES.saveProblem(detail) });
      this.schedule(retryDelay(this.failures));
    }
  }
}
