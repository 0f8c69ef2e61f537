/**
 * The soft music bed of offline videos: two sustained chords made by ffmpeg's `aevalsrc` (sine partials, a
 * slow tremolo), crossfaded half-way, low-passed, faded in and out; no sample or file needed. The progression
 * is chosen by a seed, so clips of one run do not all play the same chords. Also the mix of music and narration.
 */

type Progression = readonly [readonly number[], readonly number[]];

/** C major → A minor, the progression used when no other is picked. */
const firstProgression: Progression = [
  [261.63, 329.63, 392.0],
  [220.0, 261.63, 329.63],
];

/** Chord progressions (two chords each, frequencies in Hz): soft major and minor pads around middle C. */
const progressions: readonly Progression[] = [
  firstProgression,
  [
    [196.0, 246.94, 293.66],
    [261.63, 329.63, 392.0],
  ],
  [
    [174.61, 220.0, 261.63],
    [196.0, 246.94, 293.66],
  ],
  [
    [220.0, 261.63, 329.63],
    [174.61, 220.0, 261.63],
  ],
];

/** Sum of the chord's sines (each with its octave below at half strength), as an aevalsrc term. */
function chordTerm(frequencies: readonly number[]): string {
  return frequencies
    .map((frequency) => `sin(2*PI*${frequency}*t)+0.5*sin(2*PI*${frequency / 2}*t)`)
    .join('+');
}

/**
 * The filter chain of a `seconds`-long music bed for `seed` (any integer), mono at 44.1 kHz, peak about
 * −12 dBFS before the mix; used as an `-f lavfi -i` input.
 */
export function buildMusicBedSource(seed: number, seconds: number): string {
  const [first, second] = progressions[Math.abs(seed) % progressions.length] ?? firstProgression;
  // w goes 0 → 1 between 45 % and 60 % of the clip: the second chord fades in as the first fades out.
  const start = (seconds * 0.45).toFixed(2);
  const span = (seconds * 0.15).toFixed(2);
  const weight = `min(1,max(0,(t-${start})/${span}))`;
  const tremolo = '(0.85+0.15*sin(2*PI*0.5*t))';
  const expression = `0.045*${tremolo}*((1-${weight})*(${chordTerm(first)})+${weight}*(${chordTerm(second)}))`;
  const fadeOut = Math.max(0, seconds - 1.2).toFixed(2);
  return [
    `aevalsrc='${expression}':s=44100:d=${seconds}`,
    'lowpass=f=1800',
    'afade=t=in:st=0:d=0.8',
    `afade=t=out:st=${fadeOut}:d=1.2`,
  ].join(',');
}

/** Volume of the music bed: under narration it stays in the background, alone it is the soundtrack. */
const musicVolumeUnderSpeech = 0.3;

/**
 * The audio part of an ffmpeg filter graph, given the input numbers of the narration and the music bed: the
 * narration padded or cut to `seconds`, the music alone at full (soft) level or under the narration at 30 %,
 * ending in `[audio]`; '' when there is neither.
 */
export function buildAudioGraph(
  inputs: { narration: number | undefined; music: number | undefined },
  seconds: number,
): string {
  const parts: string[] = [];
  if (inputs.narration !== undefined)
    parts.push(`[${inputs.narration}:a]aresample=44100,apad,atrim=0:${seconds}[speech]`);
  if (inputs.music !== undefined) {
    const volume = inputs.narration === undefined ? 1 : musicVolumeUnderSpeech;
    parts.push(`[${inputs.music}:a]volume=${volume}[music]`);
  }
  if (inputs.narration !== undefined && inputs.music !== undefined)
    parts.push('[speech][music]amix=inputs=2:duration=first:normalize=0[audio]');
  else if (inputs.narration !== undefined) parts.push('[speech]anull[audio]');
  else if (inputs.music !== undefined) parts.push('[music]anull[audio]');
  return parts.join(';');
}
