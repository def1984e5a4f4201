// Writes apps/web/src/lib/api-paths.ts, the types of every JSON operation, from the OpenAPI
// document the app serves. Run `npm run api-types` after changing a route or a contract schema;
// apps/server/src/test/api-types.test.ts fails while the committed file is out of date.
import { writeFileSync } from 'node:fs';
import { API_PATHS_FILE, apiPathsSource, servedDocument } from './api-types/openapi-to-ts.ts';

writeFileSync(API_PATHS_FILE, apiPathsSource(await servedDocument()));
console.log(`Wrote ${API_PATHS_FILE}`);
