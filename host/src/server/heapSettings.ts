import v8 from 'node:v8';

/**
 * V8's allocation-site pretenuring off for the server's process. A large answer (the whole
 * class's gradebook, a page of 50 rows) keeps the objects of some allocation sites alive through
 * a request, so V8 starts allocating those sites' objects straight into the old generation; from
 * then on the small requests that use the same code (a grade edit's row) put their young objects
 * into such old, soon dead, containers, and every scavenge copies and promotes them until the next
 * full collection: 7-9 MB a scavenge instead of under 1 MB, the grade edit's p95 (docs/architecture.md
 * "Gradebook grade edit", "Garbage an edit leaves"). Set before the kernel serves a request; the flag
 * is read when V8 decides, so setting it after start takes effect (measured the same as the
 * command-line flag). The bench's kernel (bench/gradebook/benchKernel.ts) applies it as the host does.
 */
export function applyHeapSettings(): void {
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}
