// Builds the import benchmark's upstream installation (xiaozhi-esp32-server's MySQL database) on the test MySQL
// server and prints its URL: 1,000 users, 10,000 agents and devices, 1,000,000 chat messages, audio on every 20th.
//   node scripts/bench/upstream-fixture.ts [--shape current|old] [--users N] [--agents N] [--devices N]
//     [--messages N] [--audio-every N] [--audio-bytes N] [--keep]
// Without --keep the database is dropped again once built (a timing run); TEST_MYSQL_URL names the server.
import { parseArgs } from 'node:util';
import {
  createUpstreamFixture, type UpstreamScale, type UpstreamShape,
} from '../../apps/server/test/upstream/upstream-fixture.ts';

export const BENCH_UPSTREAM_SCALE: UpstreamScale = {
  users: 1_000, agents: 10_000, devices: 10_000, chatMessages: 1_000_000, audioEvery: 20, audioBytes: 2_048,
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      shape: { type: 'string', default: 'current' },
      users: { type: 'string' }, agents: { type: 'string' }, devices: { type: 'string' }, messages: { type: 'string' },
      'audio-every': { type: 'string' }, 'audio-bytes': { type: 'string' }, keep: { type: 'boolean', default: false },
    },
  });
  const number = (text: string | undefined, fallback: number | undefined) => (text === undefined ? fallback : Number(text));
  const scale: UpstreamScale = {
    users: number(values.users, BENCH_UPSTREAM_SCALE.users)!,
    agents: number(values.agents, BENCH_UPSTREAM_SCALE.agents)!,
    devices: number(values.devices, BENCH_UPSTREAM_SCALE.devices)!,
    chatMessages: number(values.messages, BENCH_UPSTREAM_SCALE.chatMessages)!,
    audioEvery: number(values['audio-every'], BENCH_UPSTREAM_SCALE.audioEvery),
    audioBytes: number(values['audio-bytes'], BENCH_UPSTREAM_SCALE.audioBytes),
  };
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);
  const started = performance.now();
  const fixture = await createUpstreamFixture({ shape: values.shape as UpstreamShape, scale });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const counts = fixture.facts.rowCounts;
  console.log(`upstream installation (${values.shape}) built in ${seconds.toFixed(1)} s, peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB`);
  console.log(`  users ${counts.sys_user}, agents ${counts.ai_agent}, devices ${counts.ai_device}, chat messages ${counts.ai_agent_chat_history}, chat audio ${counts.ai_agent_chat_audio}`);
  if (values.keep) {
    console.log(`  kept: ${fixture.url}`);
  } else {
    await fixture.drop();
    console.log(`  dropped ${fixture.database}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
