import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';

// s3rver signs ListObjectsV2 continuation tokens with DES, which OpenSSL 3 only offers through its legacy
// provider; in-process it would fail every truncated listing, so it runs in a child process that enables it.
const SERVER = `
const S3rver = require(process.env.S3RVER_MODULE);
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: process.env.S3RVER_DIR, configureBuckets: [{ name: process.env.S3RVER_BUCKET }] });
server.run().then(({ port }) => process.stdout.write(port + '\\n'));
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
`;

export async function startS3rver(directory: string, bucket: string): Promise<{ port: number; close: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', SERVER], {
    env: { ...process.env, S3RVER_MODULE: createRequire(import.meta.url).resolve('s3rver'), S3RVER_DIR: directory, S3RVER_BUCKET: bucket },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await Promise.race([once(child.stdout, 'data'), once(child, 'exit').then(() => { throw new Error('s3rver exited'); })])) as [Buffer];
  return {
    port: Number(line.toString().trim()),
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
