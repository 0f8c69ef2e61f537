// Linux /proc readers for the startup benchmark: the app's resident memory, the proportional memory of the
// processes it started (a future PostgreSQL postmaster and its backends), peak tracking, and clean-up checks.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** One line of /proc/<pid>/stat, the fields the benchmark uses. */
export interface ProcessEntry {
  pid: number;
  ppid: number;
  /** Single-letter state: R, S, D, Z (zombie), … */
  state: string;
  /** Start time in clock ticks since boot: tells a process apart from a later one that reused its pid. */
  startTime: number;
  comm: string;
}

/** Parses /proc/<pid>/stat. The command name sits in parentheses and may itself hold spaces or ')'. */
export function parseStatLine(line: string): ProcessEntry | undefined {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  const pid = Number(line.slice(0, open).trim());
  // Fields after the name start at field 3 (state): ppid is field 4, starttime field 22.
  const rest = line
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const ppid = Number(rest[1]);
  const startTime = Number(rest[19]);
  if (!Number.isInteger(pid) || !Number.isInteger(ppid) || !Number.isFinite(startTime)) return undefined;
  return { pid, ppid, state: rest[0] ?? '?', startTime, comm: line.slice(open + 1, close) };
}

/** Parses /proc/<pid>/smaps_rollup (or any `Key:  123 kB` listing) into kB per key. */
export function parseKbFields(text: string): Record<string, number> {
  const fields: Record<string, number> = {};
  for (const match of text.matchAll(/^(\w+):\s+(\d+) kB$/gm)) {
    fields[match[1] ?? ''] = Number(match[2]);
  }
  return fields;
}

/** Every process that descends from rootPid (children, grandchildren, …), zombies excluded. */
export function findDescendants(processes: ProcessEntry[], rootPid: number): ProcessEntry[] {
  const children = new Map<number, ProcessEntry[]>();
  for (const entry of processes) {
    children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry]);
  }
  const found: ProcessEntry[] = [];
  const pending = [rootPid];
  const seen = new Set<number>([rootPid]);
  while (pending.length > 0) {
    for (const child of children.get(pending.pop() ?? 0) ?? []) {
      if (seen.has(child.pid)) continue;
      seen.add(child.pid);
      pending.push(child.pid);
      if (child.state !== 'Z') found.push(child);
    }
  }
  return found;
}

/** kB to MB with one decimal. */
export function toMb(kb: number): number {
  return Math.round(kb / 102.4) / 10;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined; // the process is gone, or belongs to a user we may not read
  }
}

/** The processes running now (a snapshot of /proc/<pid>/stat). */
export function listProcesses(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const text = readText(`/proc/${name}/stat`);
    const entry = text ? parseStatLine(text) : undefined;
    if (entry) entries.push(entry);
  }
  return entries;
}

/** A kB field of /proc/<pid>/status (VmRSS, VmHWM, …); 0 when the process is gone. */
export function readStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  return parseKbFields(readText(`/proc/${pid}/status`) ?? '')[field] ?? 0;
}

/** Proportional set size of a process in kB, or undefined when smaps_rollup cannot be read. */
export function readPssKb(pid: number): number | undefined {
  const text = readText(`/proc/${pid}/smaps_rollup`);
  return text === undefined ? undefined : parseKbFields(text).Pss;
}

/** The app's own memory and the summed PSS of every process it started (the database server, when any). */
export interface MemorySnapshot {
  appRssMb: number;
  appPssMb: number;
  databaseProcesses: number;
  databasePssMb: number;
  /** Descendants whose smaps_rollup could not be read (another user and no privilege): not in the sum. */
  unreadableProcesses: number;
  /** App RSS + database PSS. */
  totalMb: number;
}

/** Reads the memory of the app process and of its descendants. */
export function snapshotMemory(pid: number): MemorySnapshot {
  const descendants = findDescendants(listProcesses(), pid);
  let databaseKb = 0;
  let unreadable = 0;
  for (const entry of descendants) {
    const pss = readPssKb(entry.pid);
    if (pss === undefined) unreadable += 1;
    else databaseKb += pss;
  }
  const appRssKb = readStatusKb(pid, 'VmRSS');
  return {
    appRssMb: toMb(appRssKb),
    appPssMb: toMb(readPssKb(pid) ?? 0),
    databaseProcesses: descendants.length,
    databasePssMb: toMb(databaseKb),
    unreadableProcesses: unreadable,
    totalMb: toMb(appRssKb + databaseKb),
  };
}

/**
 * Resets the process's VmHWM to its current RSS (`echo 5 > /proc/<pid>/clear_refs`, Linux ≥ 4.0, needs the
 * right to write there), so VmHWM afterwards is the true peak of what follows. False when not allowed.
 */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Peak figures of a sampling window. */
export interface PeakSample {
  peakRssMb: number;
  databasePeakPssMb: number;
  samples: number;
}

/**
 * Polls the app's VmRSS every intervalMs and its descendants' summed PSS every databaseEveryMs (smaps_rollup
 * walks page tables, so it is read less often) until stop() is called. Polls run on the bench's event loop,
 * so a busy loop may stretch the interval; VmHWM is the exact peak.
 */
export function samplePeaks(pid: number, intervalMs = 10, databaseEveryMs = 250): { stop(): PeakSample } {
  let peakKb = 0;
  let databasePeakMb = 0;
  let samples = 0;
  let lastDatabaseAt = 0;
  const timer = setInterval(() => {
    samples += 1;
    peakKb = Math.max(peakKb, readStatusKb(pid, 'VmRSS'));
    if (performance.now() - lastDatabaseAt >= databaseEveryMs) {
      lastDatabaseAt = performance.now();
      databasePeakMb = Math.max(databasePeakMb, snapshotMemory(pid).databasePssMb);
    }
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return { peakRssMb: toMb(peakKb), databasePeakPssMb: databasePeakMb, samples };
    },
  };
}

function isAlive(entry: ProcessEntry): boolean {
  const text = readText(`/proc/${entry.pid}/stat`);
  const now = text ? parseStatLine(text) : undefined;
  return now !== undefined && now.startTime === entry.startTime && now.state !== 'Z';
}

async function waitUntilGone(entries: ProcessEntry[], timeoutMs: number): Promise<ProcessEntry[]> {
  const deadline = performance.now() + timeoutMs;
  let alive = entries.filter(isAlive);
  while (alive.length > 0 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    alive = alive.filter(isAlive);
  }
  return alive;
}

/**
 * After the app exited: waits up to graceMs for the processes it had started to end on their own, then sends
 * SIGTERM, then SIGKILL. Returns how many were still running after the grace period (0 = clean shutdown)
 * and how many survived even SIGKILL (e.g. another user's processes and no right to signal them).
 */
export async function ensureGone(
  entries: ProcessEntry[],
  graceMs = 5000,
): Promise<{ leftBehind: number; stillRunning: number }> {
  let alive = await waitUntilGone(entries, graceMs);
  const leftBehind = alive.length;
  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    if (alive.length === 0) break;
    for (const entry of alive) {
      try {
        process.kill(entry.pid, signal);
      } catch {
        // gone meanwhile, or not ours to signal
      }
    }
    alive = await waitUntilGone(alive, 5000);
  }
  return { leftBehind, stillRunning: alive.length };
}
