// Plain constants, apart from the zod schemas, so the web's first download can read them.

/** The response headers naming a keyset list's neighbouring pages (absent when there is none). */
export const OLDER_CURSOR_HEADER = 'x-older-cursor';
export const NEWER_CURSOR_HEADER = 'x-newer-cursor';
