import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assetsBin } from '../../../test/assets-bin.ts';
import { AssetsBinCheck } from './assets-bin-check.ts';

const checkIn = (bytes: Buffer, chunk = 7) => {
  const check = new AssetsBinCheck();
  for (let at = 0; at < bytes.length; at += chunk) check.push(bytes.subarray(at, at + chunk));
  return check.finish();
};

const theme = () => assetsBin([
  { name: 'index.json', bytes: Buffer.from('{"emoji":"twemoji64"}') },
  { name: 'font.bin', bytes: randomBytes(5000) },
  { name: 'happy.png', bytes: randomBytes(300) },
]);

describe('assets.bin check', () => {
  it('accepts an image in any chunking, and one padded after its length as a partition dump is', () => {
    const bytes = theme();
    for (const chunk of [1, 7, 44, 4096, bytes.length]) expect(checkIn(bytes, chunk)).toBeUndefined();
    expect(checkIn(Buffer.concat([bytes, Buffer.alloc(1000, 0xff)]))).toBeUndefined();
  });

  it('names what is wrong: short, no files, too many, a table past the data, a missing ZZ, a wrong checksum, cut short', () => {
    const bytes = theme();
    expect(checkIn(bytes.subarray(0, 10))).toMatch(/12-byte header/);
    expect(checkIn(bytes.subarray(0, 60))).toMatch(/table cut short/);
    expect(checkIn(Buffer.from('PK\u0003\u0004 not an assets image at all'))).toMatch(/file count/);
    expect(checkIn(assetsBin([]))).toMatch(/file count 0/);
    const many = Buffer.from(bytes);
    many.writeUInt32LE(5000, 0);
    expect(checkIn(many)).toMatch(/file count 5000/);
    const outside = Buffer.from(bytes);
    outside.writeUInt32LE(1 << 30, 12 + 44 + 32);
    expect(checkIn(outside)).toMatch(/file 2 lies outside/);
    const noMagic = Buffer.from(bytes);
    noMagic[12 + 3 * 44] = 0x41;
    expect(checkIn(noMagic)).toMatch(/ZZ/);
    const flipped = Buffer.from(bytes);
    flipped[flipped.length - 1]! ^= 0x01;
    expect(checkIn(flipped)).toMatch(/checksum/);
    expect(checkIn(bytes.subarray(0, bytes.length - 1))).toMatch(/cut short/);
    const unnamed = Buffer.from(bytes);
    unnamed[12] = 0;
    expect(checkIn(unnamed)).toMatch(/file 1 has no name/);
  });
});
