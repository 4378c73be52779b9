import { readFile } from 'node:fs/promises';

/** A process's resident memory: now (`VmRSS`) and its peak so far (`VmHWM`), in MiB. */
export type Resident = { rssMiB: number; hwmMiB: number };
/** V8's heap: what its objects use, and what it has taken for them. */
export type Heap = { heapUsedMiB: number; heapTotalMiB: number };
export type MemorySample = Resident & Partial<Heap> & { atSeconds: number };

const MIB_IN_KIB = 1024;

function field(status: string, name: string): number {
  const kib = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1];
  if (kib === undefined) throw new Error(`/proc/<pid>/status has no ${name}`);
  return Math.round((Number(kib) / MIB_IN_KIB) * 10) / 10;
}

/** What the kernel counts as the process's memory (Linux). */
export async function residentMemory(pid: number): Promise<Resident> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return { rssMiB: field(status, 'VmRSS'), hwmMiB: field(status, 'VmHWM') };
}

const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/** The heap of a server started with METRICS_PORT, from prom-client's default metrics. */
export async function heapMemory(metricsUrl: string): Promise<Heap> {
  const metrics = await (await fetch(metricsUrl)).text();
  const bytes = (name: string) => {
    const value = new RegExp(`^${name} (\\S+)`, 'm').exec(metrics)?.[1];
    if (value === undefined) throw new Error(`${metricsUrl} has no ${name}`);
    return Number(value);
  };
  return {
    heapUsedMiB: mib(bytes('nodejs_heap_size_used_bytes')),
    heapTotalMiB: mib(bytes('nodejs_heap_size_total_bytes')),
  };
}

/** Linux counts a process's CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const MS_PER_TICK = 10;

/**
 * The CPU time a process has used so far (user and system), in ms: unlike the time on the clock,
 * hardly longer when other work competes for the cores.
 */
export async function cpuTimeMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's name, which is in parentheses and may hold spaces: utime is the 14th field.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

/**
 * Samples `pid` every `everyMs` from now on (and at once), with its heap when it serves
 * `metricsUrl`; `stop` takes a last sample and returns them all.
 */
export function sampleMemory(pid: number, everyMs: number, metricsUrl?: string) {
  const start = performance.now();
  const samples: MemorySample[] = [];
  const take = async () => {
    const atSeconds = Math.round((performance.now() - start) / 100) / 10;
    const heap = metricsUrl ? await heapMemory(metricsUrl) : {};
    samples.push({ atSeconds, ...(await residentMemory(pid)), ...heap });
  };
  let pending = take();
  const timer = setInterval(() => {
    pending = pending.then(take);
  }, everyMs);
  return {
    samples,
    stop: async () => {
      clearInterval(timer);
      await pending.then(take);
      return samples;
    },
  };
}
