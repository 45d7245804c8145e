/** The sample rate the providers train best on and the train page sends. */
export const TARGET_SAMPLE_RATE = 16000;

/** Mono 16-bit PCM WAV bytes of `samples` (-1…1) at `sampleRate`. */
export function encodeWav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const buffer = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(buffer);
  const text = (at: number, value: string) => [...value].forEach((char, index) => view.setUint8(at + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, index) => {
    const clipped = Math.max(-1, Math.min(1, sample));
    view.setInt16(44 + index * 2, clipped < 0 ? clipped * 0x8000 : clipped * 0x7fff, true);
  });
  return buffer;
}

/** Peaks per bucket (0…1) of the first channel, for drawing a waveform `buckets` wide. */
export function peaks(samples: Float32Array, buckets: number): number[] {
  const size = Math.max(1, Math.floor(samples.length / buckets));
  const out: number[] = [];
  for (let bucket = 0; bucket < buckets; bucket += 1) {
    let peak = 0;
    for (let index = bucket * size; index < Math.min(samples.length, (bucket + 1) * size); index += 1) peak = Math.max(peak, Math.abs(samples[index]!));
    out.push(peak);
  }
  return out;
}

/**
 * The selection [start, end) seconds of `audio`, mixed to mono and resampled to 16 kHz through an offline audio
 * context (the browser's resampler), as WAV.
 */
export async function selectionAsWav(audio: AudioBuffer, start: number, end: number): Promise<Blob> {
  const seconds = Math.max(0, end - start);
  const context = new OfflineAudioContext(1, Math.ceil(seconds * TARGET_SAMPLE_RATE), TARGET_SAMPLE_RATE);
  const source = context.createBufferSource();
  source.buffer = audio;
  source.connect(context.destination);
  source.start(0, start, seconds);
  const rendered = await context.startRendering();
  return new Blob([encodeWav(rendered.getChannelData(0), TARGET_SAMPLE_RATE)], { type: 'audio/wav' });
}
