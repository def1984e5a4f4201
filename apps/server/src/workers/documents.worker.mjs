// Piscina loads this plain module in each worker thread; it loads the TypeScript worker through
// tsx's ESM API, since Node 20 applies no `--import` loader to a worker's entry file.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./documents.worker.ts', import.meta.url);
export default worker.default;
