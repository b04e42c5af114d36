import type { ChildProcess } from 'node:child_process';
import { cpuTimeOf, ownCpu, type CpuTime } from './children.ts';

/** CPU time used during a phase: by the server processes, and by this process (the clients and the publisher). */
export interface CpuSpent {
  servers: CpuTime;
  clients: CpuTime;
}

const sum = (times: CpuTime[]): CpuTime => ({ totalMs: times.reduce((total, time) => total + time.totalMs, 0), systemMs: times.reduce((total, time) => total + time.systemMs, 0) });
const minus = (end: CpuTime, start: CpuTime): CpuTime => ({ totalMs: end.totalMs - start.totalMs, systemMs: end.systemMs - start.systemMs });

/**
 * Starts measuring; the returned function ends the measure. CPU time, unlike latency,
 * barely moves with what else the machine runs, so it shows the per-delivery cost
 * even on a busy machine.
 */
export async function startCpuMeter(servers: ChildProcess[]): Promise<() => Promise<CpuSpent>> {
  const serversAtStart = sum(await Promise.all(servers.map(cpuTimeOf)));
  const clientsAtStart = ownCpu();
  return async () => ({ servers: minus(sum(await Promise.all(servers.map(cpuTimeOf))), serversAtStart), clients: minus(ownCpu(), clientsAtStart) });
}

/** Per 1,000 deliveries, with the part spent in the operating system (system time) in brackets. */
export function formatCpu(name: string, spent: CpuSpent, deliveries: number): string {
  const perThousand = (ms: number) => ((ms * 1000) / Math.max(1, deliveries)).toFixed(1);
  const both = (time: CpuTime) => `${perThousand(time.totalMs).padStart(6)} ms (system ${perThousand(time.systemMs).padStart(5)})`;
  return `${name.padEnd(22)} CPU per 1,000 deliveries: servers ${both(spent.servers)}, clients ${both(spent.clients)}`;
}
