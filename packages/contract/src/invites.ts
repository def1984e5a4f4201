import { z } from 'zod';
import { ZId, ZNewPassword } from './common.ts';

/**
 * Onboarding in bulk (issue 33, item 6): the owner picks students, the server prepares one
 * WhatsApp and one SMS link per student carrying a one-time set-password link (7 days, single use),
 * and prints their ID cards eight to an A4 page.
 */

/** The most students one bulk action takes. */
export const MAX_BULK_STUDENTS = 500;
/** How long an invitation link works. */
export const INVITE_VALID_DAYS = 7;

/** Students picked on the list (each id once; another library's ids answer as unknown ones). */
export const ZStudentSelectionRequest = z.object({
  student_ids: z
    .array(ZId)
    .min(1, { message: 'Select at least one student' })
    .max(MAX_BULK_STUDENTS, { message: `Select at most ${MAX_BULK_STUDENTS} students at a time` }),
});
export type TStudentSelectionRequest = z.infer<typeof ZStudentSelectionRequest>;

/** One student's invitation, ready to send by hand. */
export const ZInviteLink = z.object({
  student_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  lang: z.enum(['en', 'hi']),
  whatsapp: z.string(),
  sms: z.string(),
});
export type TInviteLink = z.infer<typeof ZInviteLink>;

/** A picked student no link was made for, and why. */
export const ZInviteSkipped = z.object({
  student_id: z.number().int(),
  name: z.string(),
  reason: z.string(),
});

export const ZInvitesResponse = z.object({
  expires_at: z.string(),
  links: z.array(ZInviteLink),
  skipped: z.array(ZInviteSkipped),
});
export type TInvitesResponse = z.infer<typeof ZInvitesResponse>;

/** The link's token as typed: anything malformed answers as an unknown link. */
export const ZInviteTokenParams = z.object({ token: z.string().max(200) });

/** Whom the link is for, shown above the password form. */
export const ZInvitePreview = z.object({ name: z.string(), institute: z.string(), email: z.string() });

export const ZSetPasswordRequest = z.object({ password: ZNewPassword });

export const ZBulkIdCardsResponse = z.object({
  message: z.string(),
  generated: z.number().int(),
  already: z.number().int(),
});

/** The students of a printed sheet: comma-separated ids (at most 500). */
export const ZIdCardSheetQuery = z.object({
  students: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,499}$/, { message: 'List student ids separated by commas' }),
});

const INVITE_TEXT = {
  en: 'Hello {name}, {institute} has added you on StudyDesk. Choose your password here (the link works once, for 7 days): {link} Your sign-in email: {email}',
  hi: 'नमस्ते {name}, {institute} ने आपको StudyDesk पर जोड़ा है। अपना पासवर्ड यहाँ चुनें (लिंक 7 दिन तक, एक ही बार चलेगा): {link} आपका लॉगिन ईमेल: {email}',
} as const;

/** The invitation's message in the student's language. */
export function inviteMessage(
  lang: 'en' | 'hi',
  v: { name: string; institute: string; link: string; email: string },
): string {
  return INVITE_TEXT[lang].replace(/\{(name|institute|link|email)\}/g, (_, k: keyof typeof v) => v[k]);
}
