// Small value makers shared by the fixture's row builders: upstream-shaped ids, MySQL datetimes, BCrypt hashes as
// Spring Security writes them, and audio-like bytes.
import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';

export type Row = Record<string, string | number | Buffer | null>;

/** 32 hex characters derived from a label: upstream's string ids (agents, models, audio) have this shape. */
export function hexId(label: string): string {
  return createHash('md5').update(label).digest('hex');
}

/** A MyBatis-Plus style 19-digit id (beyond JavaScript's safe integers, as upstream's user ids are). */
export function snowflakeId(sequence: number): string {
  return (1_890_000_000_000_000_000n + BigInt(sequence) * 4_096n + 1n).toString();
}

/** MySQL DATETIME text for a moment `minutes` after a fixed start (upstream stores the server's local time). */
export function datetime(minutes: number, withMillis = false): string {
  const text = new Date(Date.UTC(2025, 3, 1, 8, 0, 0) + minutes * 60_000).toISOString().replace('T', ' ');
  return withMillis ? text.slice(0, 23) : text.slice(0, 19);
}

const hashes = new Map<string, string>();

/** BCrypt cost 10 with the `$2a$` prefix that Spring's BCryptPasswordEncoder writes; one hash per password per process. */
export function springBcrypt(plain: string): string {
  let hash = hashes.get(plain);
  if (!hash) {
    const salt = bcrypt.genSaltSync(10).replace(/^\$2b\$/, '$2a$');
    hash = bcrypt.hashSync(plain, salt);
    hashes.set(plain, hash);
  }
  return hash;
}

/** Bytes that start like an Ogg Opus stream and are filled from a seed, so their digest is stable. */
export function opusLikeBytes(seed: string, length: number): Buffer {
  const header = Buffer.from('OggS\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00OpusHead\x01\x01', 'latin1');
  return Buffer.concat([header, seededBytes(seed, length - header.length)]);
}

/** A RIFF/WAVE header followed by seeded bytes: what a voice-clone sample looks like. */
export function wavLikeBytes(seed: string, length: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(length - 8, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(length - 44, 40);
  return Buffer.concat([header, seededBytes(seed, length - 44)]);
}

function seededBytes(seed: string, length: number): Buffer {
  const out = Buffer.alloc(length);
  let block = createHash('sha256').update(seed).digest();
  for (let offset = 0; offset < length; offset += block.length) {
    block.copy(out, offset);
    block = createHash('sha256').update(block).digest();
  }
  return out;
}

/** Fast unseeded audio for the scaled fixture, where only sizes matter. */
export function randomOpusBytes(length: number): Buffer {
  return Buffer.concat([Buffer.from('OggS\x00\x02', 'latin1'), randomBytes(length - 6)]);
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A MAC address in upstream's lower-case colon form from a number. */
export function macOf(prefix: string, index: number): string {
  const hex = index.toString(16).padStart(6, '0');
  return `${prefix}:${hex.slice(0, 2)}:${hex.slice(2, 4)}:${hex.slice(4, 6)}`;
}
