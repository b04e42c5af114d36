import type { ChildProcess } from 'node:child_process';
import { cpuTimeOf, ownCpuMs } from './children.ts';

/** CPU time used during a phase: by the server processes, and by this process (the clients and the publisher). */
export interface CpuSpent {
  serversMs: number;
  clientsMs: number;
}

const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

/**
 * Starts measuring; the returned function ends the measure. CPU time, unlike latency,
 * barely moves with what else the machine runs, so it shows the per-delivery cost
 * even on a busy machine.
 */
export async function startCpuMeter(servers: ChildProcess[]): Promise<() => Promise<CpuSpent>> {
  const serversAtStart = total(await Promise.all(servers.map(cpuTimeOf)));
  const clientsAtStart = ownCpuMs();
  return async () => ({ serversMs: total(await Promise.all(servers.map(cpuTimeOf))) - serversAtStart, clientsMs: ownCpuMs() - clientsAtStart });
}

export function formatCpu(name: string, spent: CpuSpent, deliveries: number): string {
  const perThousand = (ms: number) => ((ms * 1000) / Math.max(1, deliveries)).toFixed(1).padStart(6);
  return `${name.padEnd(22)} CPU per 1,000 deliveries: servers ${perThousand(spent.serversMs)} ms, clients ${perThousand(spent.clientsMs)} ms`;
}
