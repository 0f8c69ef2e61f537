import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  ensureGone,
  findDescendants,
  listProcesses,
  parseKbFields,
  parseStatLine,
  snapshotMemory,
  toMb,
  type ProcessEntry,
} from './process-memory';

const statFields = (pid: number, comm: string, state: string, ppid: number, startTime: number) =>
  `${pid} (${comm}) ${state} ${ppid} ${pid} ${pid} 0 -1 4194560 100 0 0 0 1 2 0 0 20 0 1 0 ${startTime} 1000 200`;

describe('parseStatLine', () => {
  it('reads pid, ppid, state and start time', () => {
    expect(parseStatLine(statFields(4242, 'postgres', 'S', 4100, 987654))).toEqual({
      pid: 4242,
      ppid: 4100,
      state: 'S',
      startTime: 987654,
      comm: 'postgres',
    });
  });

  it('keeps a command name holding spaces and parentheses', () => {
    const entry = parseStatLine(statFields(77, 'postgres: bench (idle) x)', 'Z', 76, 5));
    expect(entry).toMatchObject({ pid: 77, ppid: 76, state: 'Z', comm: 'postgres: bench (idle) x)' });
  });

  it('refuses a line without a command name', () => {
    expect(parseStatLine('garbage')).toBeUndefined();
  });
});

describe('parseKbFields', () => {
  it('reads the kB figures of smaps_rollup', () => {
    const rollup = [
      '55d0c0a00000-7ffd1c3f2000 ---p 00000000 00:00 0                          [rollup]',
      'Rss:              123456 kB',
      'Pss:               65432 kB',
      'Pss_Anon:          40000 kB',
      'Shared_Clean:      10240 kB',
    ].join('\n');
    expect(parseKbFields(rollup)).toMatchObject({ Rss: 123456, Pss: 65432, Pss_Anon: 40000 });
  });

  it('reads VmRSS and VmHWM of /proc/<pid>/status and skips other lines', () => {
    const fields = parseKbFields('Name:\tnode\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\nThreads:\t11\n');
    expect(fields).toEqual({ VmHWM: 204800, VmRSS: 102400 });
  });
});

describe('findDescendants', () => {
  const entry = (pid: number, ppid: number, state = 'S'): ProcessEntry => ({
    pid,
    ppid,
    state,
    startTime: pid,
    comm: 'p',
  });

  it('finds children and grandchildren, not siblings, and skips zombies', () => {
    const processes = [
      entry(1, 0),
      entry(10, 1),
      entry(20, 10),
      entry(21, 20),
      entry(22, 20, 'Z'),
      entry(30, 1),
    ];
    expect(findDescendants(processes, 10).map((found) => found.pid)).toEqual([20, 21]);
  });

  it('returns nothing for a process without children', () => {
    expect(findDescendants([entry(1, 0), entry(2, 1)], 2)).toEqual([]);
  });
});

describe('toMb', () => {
  it('converts kB to MB with one decimal', () => {
    expect(toMb(153600)).toBe(150);
    expect(toMb(1000)).toBe(1);
  });
});

describe('on this machine (/proc)', () => {
  it('counts a child process as a descendant, then kills it when it outlives its grace period', async () => {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const descendants = findDescendants(listProcesses(), process.pid);
    expect(descendants.map((entry) => entry.pid)).toContain(child.pid);
    expect(snapshotMemory(process.pid).databaseProcesses).toBeGreaterThanOrEqual(1);

    const mine = descendants.filter((entry) => entry.pid === child.pid);
    expect(await ensureGone(mine, 100)).toEqual({ leftBehind: 1, stillRunning: 0 });
    await exited;
  });
});
