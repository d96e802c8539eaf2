// Resident memory of the soak's processes, sampled every 10 s, and whether it stayed flat: the last
// minute's mean against the second minute's (the first minute is start-up and warming caches).
import fs from 'node:fs';

export const SAMPLE_EVERY_MS = 10_000;

/** Resident memory of a process, in MB (Linux); 0 once it is gone. */
export function rssMb(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

export interface MemorySample {
  atSeconds: number;
  mb: number;
}

/** Samples each pid at once and every SAMPLE_EVERY_MS until stopped; answers each pid's samples. */
export function sampleMemory(pids: (number | undefined)[]): { stop(): MemorySample[][] } {
  const began = performance.now();
  const samples: MemorySample[][] = pids.map(() => []);
  const take = () => {
    const atSeconds = (performance.now() - began) / 1000;
    for (const [i, pid] of pids.entries()) samples[i]?.push({ atSeconds, mb: rssMb(pid) });
  };
  take();
  const timer = setInterval(take, SAMPLE_EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

export interface Drift {
  /** The windows compared, in seconds from the soak's start. */
  early: [number, number];
  late: [number, number];
  earlyMb: number;
  lateMb: number;
  /** (late - early) / early, in percent: positive when memory grew. */
  percent: number;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

/**
 * The last window's mean against the second window's, a window being a minute (a third of the soak
 * when it is shorter than 3 minutes, as with BENCH_SOAK_SECONDS=60, so both windows still hold samples).
 */
export function drift(samples: MemorySample[], seconds: number): Drift {
  const window = Math.min(60, seconds / 3);
  const early: [number, number] = [window, 2 * window];
  const late: [number, number] = [seconds - window, seconds + SAMPLE_EVERY_MS / 1000];
  const within = ([from, to]: [number, number]) =>
    samples.filter((s) => s.atSeconds >= from && s.atSeconds < to).map((s) => s.mb);
  const earlyMb = mean(within(early));
  const lateMb = mean(within(late));
  return { early, late, earlyMb, lateMb, percent: earlyMb > 0 ? ((lateMb - earlyMb) / earlyMb) * 100 : 0 };
}
