export { nameInitials as initials } from '@studydesk/contract/id-cards';

/** The URL of a stored photo (paths are relative to the API base). */
export const photoUrl = (image: string | null | undefined) =>
  image ? `/api/${image.replace(/^\/+/, '')}` : null;
