/** Initials from the first two words of a name (ID cards and avatars, spec section 2). */
export function nameInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}
