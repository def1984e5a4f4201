import type { FastifyInstance } from 'fastify';

/**
 * Runs `sweep` (one idempotent DELETE of rows past their time) when the app is ready and then
 * every `everyMs`, on a timer that never keeps the process alive. Several instances on one
 * database may sweep at once: each deletes what is left, none fails.
 */
export function registerSweep(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  sweep: () => Promise<unknown>,
) {
  let timer: NodeJS.Timeout | undefined;
  const run = () => sweep().catch((err: unknown) => app.log.warn({ err }, `${name} sweep failed`));
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
