import { describe, expect, it } from 'vitest';
import { encodeWav, peaks } from './wav.ts';

describe('wav encoding', () => {
  it('writes a mono 16-bit PCM header and clipped samples', () => {
    const wav = new DataView(encodeWav(new Float32Array([0, 1, -1, 2]), 16000));
    const text = (at: number, length: number) => String.fromCharCode(...Array.from({ length }, (_, index) => wav.getUint8(at + index)));
    expect([text(0, 4), text(8, 4), text(36, 4)]).toEqual(['RIFF', 'WAVE', 'data']);
    expect([wav.getUint16(22, true), wav.getUint32(24, true), wav.getUint32(28, true), wav.getUint16(34, true), wav.getUint32(40, true)]).toEqual([1, 16000, 32000, 16, 8]);
    expect([wav.getInt16(44, true), wav.getInt16(46, true), wav.getInt16(48, true), wav.getInt16(50, true)]).toEqual([0, 32767, -32768, 32767]);
  });

  it('reduces samples to peaks per bucket', () => {
    expect(peaks(new Float32Array([0.1, -0.5, 0.2, 0.9]), 2)).toEqual([0.5, expect.closeTo(0.9)]);
  });
});
