// Preloaded into a measured child process (node --import): at exit it writes the process's peak resident set size
// (getrusage's maxRSS, in bytes) to the file BENCH_MAX_RSS_FILE names, so the parent reads an exact peak, not a sample.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_MAX_RSS_FILE;
if (file) {
  process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS * 1024)));
}
