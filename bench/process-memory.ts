import { readFile } from 'node:fs/promises';

/** A process's resident memory: now (`VmRSS`) and its peak so far (`VmHWM`), in MiB. */
export type Resident = { rssMiB: number; hwmMiB: number };
export type MemorySample = Resident & { atSeconds: number };

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

/** Samples `pid` every `everyMs` from now on (and at once); `stop` takes a last sample and returns them all. */
export function sampleMemory(pid: number, everyMs: number) {
  const start = performance.now();
  const samples: MemorySample[] = [];
  const take = async () => {
    const atSeconds = Math.round((performance.now() - start) / 100) / 10;
    samples.push({ atSeconds, ...(await residentMemory(pid)) });
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
