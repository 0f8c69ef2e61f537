import { describe, expect, it } from 'vitest';
import { parseProgressLine } from '../../integrations/media-tools/media-process';
import { createProgressReporter, editProgressPercent } from './asset-edit.progress';

describe('video edit progress', () => {
  it("reads the encoded time from ffmpeg's -progress lines", () => {
    expect(parseProgressLine('out_time_us=2500000')).toBe(2.5);
    expect(parseProgressLine('out_time_ms=1000000\r')).toBe(1);
    expect(parseProgressLine('out_time_us=N/A')).toBeUndefined();
    expect(parseProgressLine('out_time_us=-9223372036854775807')).toBeUndefined();
    expect(parseProgressLine('out_time=00:00:02.500000')).toBeUndefined();
    expect(parseProgressLine('progress=continue')).toBeUndefined();
    expect(parseProgressLine('frame=12')).toBeUndefined();
  });

  it('gives whole percents of the source duration, at most 99, none without a duration', () => {
    expect(editProgressPercent(0, 10)).toBe(0);
    expect(editProgressPercent(2.59, 10)).toBe(25);
    expect(editProgressPercent(9.999, 10)).toBe(99);
    expect(editProgressPercent(12, 10)).toBe(99);
    expect(editProgressPercent(1, null)).toBeUndefined();
    expect(editProgressPercent(1, 0)).toBeUndefined();
    expect(editProgressPercent(Number.NaN, 10)).toBeUndefined();
  });

  it('reports rising percents only, at most one per interval', () => {
    let clock = 0;
    const reports: number[] = [];
    const onTime = createProgressReporter({
      durationSeconds: 4,
      report: (percent) => reports.push(percent),
      intervalMs: 100,
      now: () => clock,
    });
    onTime(1); // 25
    clock = 50;
    onTime(2); // too soon
    clock = 150;
    onTime(2); // 50
    clock = 300;
    onTime(1.5); // lower: ignored
    clock = 450;
    onTime(3.96); // 99
    expect(reports).toEqual([25, 50, 99]);
  });
});
