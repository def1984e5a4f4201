import type { Plugin } from 'vite';

/**
 * One chunk for what a signed-in portal's first screen needs beyond the first download.
 *
 * Left to itself the bundler splits the portal frame and a dashboard into some thirty small shared
 * chunks (a Mantine helper here, a hook there). Over HTTP/1.1 a phone fetches six at a time, so the
 * first screen waited for five or six round trips. This plugin records, once the module graph is
 * known, the modules the given screens import statically and the first download (`src/main.tsx`)
 * does not already hold; `codeSplitting.groups` then puts exactly those into one chunk.
 */
export function firstScreens(screens: RegExp[]) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'studydesk-first-screens',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const entry = closure(ids.filter((id) => /[\\/]src[\\/]main\.tsx$/.test(id)));
      for (const id of closure(ids.filter((id) => screens.some((screen) => screen.test(id)))))
        if (!entry.has(id)) modules.add(id);
    },
  };
  return { plugin, test: (id: string) => modules.has(id) };
}
