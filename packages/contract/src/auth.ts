import { z } from 'zod';
import { ownerFields, singleLineText, ZEmail, ZId, ZNewPassword, ZPhone, ZRole } from './common.ts';
import { LANGUAGES } from './languages.ts';

export const ZLanguage = z.enum(LANGUAGES, { message: "Language must be 'en' or 'hi'" });

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, { message: 'Password is required' }).max(1024),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The signed-in user as the SPA keeps it (spec: stored under 'user'). Never holds the token. */
export const ZSessionUser = z.object({
  id: z.number().int(),
  email: z.string(),
  role: ZRole,
  name: z.string(),
  must_change_password: z.boolean(),
  admin_id: z.number().int().nullable(),
  admin_name: z.string().nullable(),
  admin_email: z.string().nullable(),
  student_id: z.string().nullable(),
  phone: z.string().nullable(),
  /** Admins only: the code students type to register with this institute. */
  join_code: z.string().nullable(),
  /** The language the person chose for the app ('en' until they choose). */
  language: ZLanguage,
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** Login answers the session user flat (as the spec's calls read it) plus the token for API clients. */
export const ZLoginResponse = ZSessionUser.extend({ token: z.string() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZMeResponse = ZSessionUser;

export const ZSetLanguageRequest = z.object({ language: ZLanguage });
export type TSetLanguageRequest = z.infer<typeof ZSetLanguageRequest>;

export const ZStudentRegisterRequest = z.object({
  name: singleLineText().min(1, { message: 'Name is required' }).max(120),
  email: ZEmail,
  password: ZNewPassword,
  phone: ZPhone,
  course: singleLineText().min(1, { message: 'Course is required' }).max(120),
  join_code: singleLineText().toUpperCase().min(1, { message: 'Institute join code is required' }).max(32),
});
export type TStudentRegisterRequest = z.infer<typeof ZStudentRegisterRequest>;

export const ZStaffRegisterRequest = z.object({
  name: singleLineText().min(1, { message: 'Name is required' }).max(120),
  email: ZEmail,
  password: ZNewPassword,
  phone: ZPhone,
  // The spec's client sends these; the server binds staff to the signed-in admin and checks them.
  ...ownerFields,
});
export type TStaffRegisterRequest = z.infer<typeof ZStaffRegisterRequest>;

/** Student change password: DECISIONS.md adds the current password to the spec's {email, newPassword}. */
export const ZStudentChangePasswordRequest = z.object({
  email: ZEmail,
  currentPassword: z.string().min(1, { message: 'Current password is required' }).max(1024),
  newPassword: ZNewPassword,
});
export type TStudentChangePasswordRequest = z.infer<typeof ZStudentChangePasswordRequest>;

export const ZSuperadminChangePasswordRequest = z.object({
  currentPassword: z.string().min(1, { message: 'Current password is required' }).max(1024),
  newPassword: ZNewPassword,
});

export const ZAdminChangePasswordRequest = z.object({
  adminId: ZId.optional(),
  oldPassword: z.string().min(1, { message: 'Current password is required' }).max(1024),
  newPassword: ZNewPassword,
});

export const ZStaffChangePasswordRequest = z.object({
  oldPassword: z.string().min(1, { message: 'Please fill both fields' }).max(1024),
  newPassword: ZNewPassword,
});
