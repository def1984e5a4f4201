import { readFileSync } from 'node:fs';

/** The machine's CPU time so far, in ticks: all of it, and the part a hypervisor gave to others. */
interface CpuTicks {
  total: number;
  steal: number;
}

/**
 * Reads the first line of /proc/stat (user nice system idle iowait irq softirq steal ...); null
 * where there is none (not Linux). Steal is time this VM's CPUs were ready to run but the host ran
 * someone else: on a shared host it slows every call at once, the floor's too.
 */
export function cpuTicks(): CpuTicks | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (values.length < 8 || values.some((v) => !Number.isFinite(v))) return null;
    return { total: values.reduce((a, b) => a + b, 0), steal: values[7] ?? 0 };
  } catch {
    return null;
  }
}

/** The share (0 to 1) of the CPU time between two readings that the host took, or null. */
export function stolenShare(before: CpuTicks | null, after: CpuTicks | null): number | null {
  if (!before || !after || after.total <= before.total) return null;
  return (after.steal - before.steal) / (after.total - before.total);
}
