// Piscina loads this plain module in each worker thread; it loads the pool's TypeScript task
// module (workerData.tasks) through tsx's ESM API, since Node 20 applies no `--import` loader to
// a worker's entry file.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const tasks = await tsImport(workerData.tasks, import.meta.url);
export default tasks.default;
