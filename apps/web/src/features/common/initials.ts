export { nameInitials as initials } from '@studydesk/contract';

/** The URL of a stored photo (paths are relative to the API base). */
export const photoUrl = (image: string | null | undefined) =>
  image ? `/api/${image.replace(/^\/+/, '')}` : null;
