// Dictionaries compiled at build time by vite-catalogs.ts: `virtual:catalog/<language>/<part>`.
declare module 'virtual:catalog/*' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
