// Builds the embedded database's baseline (an empty cluster with every migration applied) that a
// fresh data directory starts from; a no-op while the one for the current migrations exists.
import { embeddedBaselineFile, ensureEmbeddedBaseline } from '../apps/server/src/db/embedded-baseline.ts';

const wrote = await ensureEmbeddedBaseline();
if (wrote) process.stdout.write(`Built the embedded database's baseline: ${embeddedBaselineFile()}\n`);
