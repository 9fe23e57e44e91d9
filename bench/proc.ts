// Reads a process's memory and CPU time from /proc (Linux only, as the machines are).
import fs from 'node:fs';

/** VmRSS (now) and VmHWM (peak) in MiB. */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

// USER_HZ is 100 on every Linux build we run on.
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds the process has used so far. */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which may itself contain spaces, hence the split at ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * Jiffies of one core from /proc/stat: busy (all but idle and iowait), of which irq (hard and soft
 * interrupts: on loopback that is mostly the kernel moving the load's packets), and total.
 */
export function coreJiffies(core: number): { busy: number; irq: number; total: number } {
  const line = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`cpu${core} `));
  const v = (line ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - (v[3] ?? 0) - (v[4] ?? 0), irq: (v[5] ?? 0) + (v[6] ?? 0), total };
}
