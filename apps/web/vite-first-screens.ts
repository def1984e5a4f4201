import path from 'node:path';
import type { Plugin } from 'vite';

/** A package entry that only re-exports (`@mantine/core`, `@mantine/hooks`): hundreds of modules. */
const BARREL = /[\\/]node_modules[\\/](@mantine[\\/][\w-]+)[\\/]esm[\\/]index\.mjs$/;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** `{ a, b as c }` -> the imported names (a, b). */
const importedNames = (list: string) =>
  list
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.replace(/^type\s+/, '') ?? '',
    )
    .filter(Boolean);

/**
 * One chunk for what a signed-in portal's first screen needs beyond the first download.
 *
 * Left to itself the bundler splits the portal frame and a home screen into some thirty small shared
 * chunks (a Mantine helper here, a hook there). Over HTTP/1.1 a phone fetches six at a time, so the
 * first screen waited for five or six round trips. Once the module graph is known, this plugin
 * records the modules the given screens use and the first download does not (`firstDownload`: the
 * entry, and what every page loads lazily at once, such as the toasts' container), and
 * `codeSplitting.groups` puts exactly those into one chunk. Through a package's re-exporting entry
 * only the names a module imports are followed (the graph alone would say the first download uses
 * every Mantine component, as its entry re-exports them all).
 */
export function firstScreens(screens: RegExp[], firstDownload: RegExp[]) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'studydesk-first-screens',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const barrels = new Map<string, { id: string; names: Map<string, string> }>();
      for (const id of this.getModuleIds()) {
        const pkg = id.match(BARREL)?.[1]?.replace('\\', '/');
        const code = pkg ? this.getModuleInfo(id)?.code : undefined;
        if (!pkg || !code) continue;
        const names = new Map<string, string>();
        const imported = this.getModuleInfo(id)?.importedIds ?? [];
        for (const [, list = '', from = ''] of code.matchAll(NAMED_IMPORT)) {
          // A relative file of the package, or another package it re-exports (react-remove-scroll).
          const target = from.startsWith('.')
            ? path.resolve(path.dirname(id), from)
            : imported.find((dep) => dep.includes(`${path.sep}node_modules${path.sep}${from}${path.sep}`));
          if (target) for (const name of importedNames(list)) names.set(name, target);
        }
        barrels.set(pkg, { id, names });
      }
      /** What `id` needs: its static imports, and through a barrel only the modules of the names it takes. */
      const needs = (id: string): string[] => {
        const info = this.getModuleInfo(id);
        if (!info) return [];
        const direct = info.importedIds.filter((dep) => !BARREL.test(dep));
        const viaBarrels: string[] = [];
        for (const [, list = '', from = ''] of (info.code ?? '').matchAll(NAMED_IMPORT)) {
          const barrel = barrels.get(from);
          if (!barrel || !info.importedIds.includes(barrel.id)) continue;
          for (const name of importedNames(list)) {
            const target = barrel.names.get(name);
            if (target) viaBarrels.push(target);
          }
        }
        return [...direct, ...viaBarrels];
      };
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...needs(id));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const entry = closure(ids.filter((id) => firstDownload.some((first) => first.test(id))));
      for (const id of closure(ids.filter((id) => screens.some((screen) => screen.test(id)))))
        if (!entry.has(id)) modules.add(id);
    },
  };
  return { plugin, test: (id: string) => modules.has(id) };
}
