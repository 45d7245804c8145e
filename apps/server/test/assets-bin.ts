/** A minimal assets partition image as the theme generator writes one (see `assets-bin-check.ts` for the layout). */
export function assetsBin(files: { name: string; bytes: Buffer }[] = [{ name: 'index.json', bytes: Buffer.from('{"version":1}') }]): Buffer {
  const table: Buffer[] = [];
  const data: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const entry = Buffer.alloc(44);
    entry.write(file.name.slice(0, 32), 0, 'utf8');
    entry.writeUInt32LE(file.bytes.length, 32);
    entry.writeUInt32LE(offset, 36);
    table.push(entry);
    data.push(Buffer.from('ZZ'), file.bytes);
    offset += 2 + file.bytes.length;
  }
  const body = Buffer.concat([...table, ...data]);
  const header = Buffer.alloc(12);
  header.writeUInt32LE(files.length, 0);
  header.writeUInt32LE(body.reduce((sum, byte) => sum + byte, 0) & 0xffff, 4);
  header.writeUInt32LE(body.length, 8);
  return Buffer.concat([header, body]);
}
