import type { Clock } from '@lms/contract';

/** A clock tests can set and move; the kernel's date rules all follow it. */
export class TestClock implements Clock {
  private offsetMs = 0;
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date(Date.now() + this.offsetMs);
  }

  /** Freezes time at `date`. */
  set(date: Date | string): void {
    this.fixed = new Date(date);
  }

  /** Moves time forward (or back, with a negative value). */
  advance(ms: number): void {
    if (this.fixed) this.fixed = new Date(this.fixed.getTime() + ms);
    else this.offsetMs += ms;
  }

  /** Back to real time. */
  reset(): void {
    this.fixed = null;
    this.offsetMs = 0;
  }
}
