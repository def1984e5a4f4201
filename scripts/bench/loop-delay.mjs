/**
 * Loaded into a benchmarked server (`node --import`; plain JavaScript, as tsx does not load preloads): watches its main thread's event-loop delay.
 * On SIGUSR2 it writes what it saw since the last signal to BENCH_LOOP_DELAY_FILE and starts
 * afresh, so the bench reads the longest stall of each phase (embedded.ts).
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_DELAY_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.round(ns / 1e5) / 10;
    writeFileSync(
      file,
      JSON.stringify({ max: ms(delay.max), p99: ms(delay.percentile(99)), at: Date.now() }),
    );
    delay.reset();
  });
}
