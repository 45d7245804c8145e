/**
 * How long a WAV or MP3 sample plays, read from its headers: enough to refuse a 3-second or a 5-minute sample before
 * a provider is paid to train on it. Undefined when the bytes are neither (a renamed file).
 */
export function audioDuration(bytes: Buffer): { format: 'wav' | 'mp3'; seconds: number } | undefined {
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WAVE') {
    const seconds = wavSeconds(bytes);
    return seconds === undefined ? undefined : { format: 'wav', seconds };
  }
  const seconds = mp3Seconds(bytes);
  return seconds === undefined ? undefined : { format: 'mp3', seconds };
}

/** Walks the RIFF chunks for `fmt ` (byte rate) and `data` (its size, capped at what is there). */
function wavSeconds(bytes: Buffer): number | undefined {
  let byteRate = 0;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 20 <= bytes.length) byteRate = bytes.readUInt32LE(at + 16);
    if (id === 'data') {
      if (byteRate <= 0) return undefined;
      // A recorder that streams writes 0 or 0xFFFFFFFF as the size; the bytes that follow are the data then.
      const length = size === 0 || size === 0xffffffff ? bytes.length - at - 8 : Math.min(size, bytes.length - at - 8);
      return length / byteRate;
    }
    at += 8 + size + (size % 2);
  }
  return undefined;
}

const BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

interface Frame {
  length: number;
  samples: number;
  sampleRate: number;
}

/** An MPEG layer III frame header at `at`, or undefined. */
function frameAt(bytes: Buffer, at: number): Frame | undefined {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return undefined;
  const version = (bytes[at + 1]! >> 3) & 3;
  const layer = (bytes[at + 1]! >> 1) & 3;
  const bitrateIndex = bytes[at + 2]! >> 4;
  const rateIndex = (bytes[at + 2]! >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return undefined;
  const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
  const kbps = (version === 3 ? BITRATES_V1_L3 : BITRATES_V2_L3)[bitrateIndex]!;
  const samples = version === 3 ? 1152 : 576;
  const padding = (bytes[at + 2]! >> 1) & 1;
  return { length: Math.floor((samples / 8) * ((kbps * 1000) / sampleRate)) + padding, samples, sampleRate };
}

/** Counts frames after an ID3v2 tag; two frames back to back are required, so random bytes are not taken for MP3. */
function mp3Seconds(bytes: Buffer): number | undefined {
  let at = 0;
  if (bytes.length >= 10 && bytes.toString('latin1', 0, 3) === 'ID3') {
    at = 10 + (((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f));
  }
  let first = frameAt(bytes, at);
  for (let scanned = 0; !first && scanned < 4096 && at < bytes.length; scanned += 1) first = frameAt(bytes, ++at);
  if (!first || !frameAt(bytes, at + first.length)) return undefined;
  let seconds = 0;
  for (let frame: Frame | undefined = first; frame; frame = frameAt(bytes, at)) {
    seconds += frame.samples / frame.sampleRate;
    at += frame.length;
  }
  return seconds;
}
