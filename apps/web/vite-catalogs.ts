import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { flattenCatalog } from './src/i18n/catalog-tree.ts';

const PREFIX = 'virtual:catalog/';

/**
 * Serves `virtual:catalog/<language>/<part>` from `src/i18n/catalogs/<language>/<part>.json`,
 * flattened to dotted keys and compiled by Lingui's ICU compiler here, at build time, so the
 * browser gets ready-to-use messages and no compiler.
 */
export function catalogs(dir: string): Plugin {
  return {
    name: 'studydesk-catalogs',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}\/[a-zA-Z]+$/.test(name)) this.error(`Unknown catalog ${name}`);
      const file = path.join(dir, `${name}.json`);
      this.addWatchFile(file);
      const flat = flattenCatalog(JSON.parse(await readFile(file, 'utf8')));
      const compiled = Object.fromEntries(
        Object.entries(flat).map(([key, text]) => [key, compileMessage(text)]),
      );
      // JSON.parse of one string is the fastest way for a browser to read a large object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
