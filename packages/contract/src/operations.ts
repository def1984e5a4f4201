import { z } from 'zod';
import {
  keysetQuery,
  MAX_ID,
  multiLineText,
  numeric,
  singleLineText,
  ZCursorTime,
  ZDate,
  ZId,
  ZPageQuery,
} from './common.ts';

// Books
export const ZBookIssue = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  student_code: z.string(),
  student_name: z.string(),
  book_title: z.string(),
  issue_date: z.string(),
  return_date: z.string().nullable(),
  status: z.enum(['Issued', 'Returned']),
});
export type TBookIssue = z.infer<typeof ZBookIssue>;
const BOOK_REQUIRED = 'Student ID, book title, and issue date are required.';
export const ZBookIssueRequest = z.object({
  student_id: numeric(z.number().int().positive({ message: BOOK_REQUIRED }).max(MAX_ID), BOOK_REQUIRED),
  book_title: singleLineText({ missing: BOOK_REQUIRED }).min(1, { message: BOOK_REQUIRED }).max(200),
  issue_date: ZDate,
});
export const ZBookListQuery = ZPageQuery.extend({
  /** Only issues of the last N days (the activity log uses 7). */
  days: numeric(z.number().int().min(1).max(366)).optional(),
});

// Events
export const ZEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  status: z.string(),
  desktop_image: z.string().nullable(),
  mobile_image: z.string().nullable(),
});
export type TEvent = z.infer<typeof ZEvent>;
export const MAX_EVENTS = 3;
const EVENT_REQUIRED = 'All fields including images are required';
export const ZEventForm = z.object({
  title: singleLineText({ missing: EVENT_REQUIRED }).min(1, { message: EVENT_REQUIRED }).max(160),
  description: multiLineText({ missing: EVENT_REQUIRED }).min(1, { message: EVENT_REQUIRED }).max(2000),
  date: ZDate,
  status: singleLineText().max(40).default('Scheduled'),
});

// Check-in
export const ZCheckin = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  student_name: z.string(),
  student_code: z.string(),
  checkin_time: z.string(),
  checkout_time: z.string().nullable(),
});
export type TCheckin = z.infer<typeof ZCheckin>;
/** Check-ins page by keyset on (checkin_time, id): they grow by a library's every visit. */
export const ZCheckinListQuery = keysetQuery(ZCursorTime);
export const ZCheckinRequest = z.object({
  user_id: numeric(
    z.number().int().positive({ message: 'Choose a student' }).max(MAX_ID),
    'Choose a student',
  ),
});

// Attendance
export const ZAttendance = z.object({
  id: z.number().int(),
  student_id: z.number().int().nullable(),
  student_name: z.string(),
  date: z.string(),
  status: z.enum(['Present', 'Absent']),
});
export type TAttendance = z.infer<typeof ZAttendance>;
/** Attendance pages by keyset on (date, id): a library's marks grow by hundreds a day. */
export const ZAttendanceListQuery = keysetQuery(ZDate);
export const ZAttendanceRequest = z.object({
  /** The spec's field; the stored name always comes from the student record. */
  student_name: singleLineText().max(120).optional(),
  student_id: ZId.optional(),
  date: ZDate,
  status: z.enum(['Present', 'Absent']).default('Present'),
});

// Seat bookings (staff)
export const ZSeatBooking = z.object({
  id: z.number().int(),
  staff_name: z.string(),
  seat_number: z.string(),
  date: z.string(),
  status: z.string(),
  shift_id: z.number().int().nullable(),
  /** 'Whole day' or the shift as '2 hr 45 min (22:30 - 01:15)'. */
  shift: z.string(),
  student_id: z.number().int().nullable(),
  student_name: z.string().nullable(),
});
export type TSeatBooking = z.infer<typeof ZSeatBooking>;
export const ZSeatBookingRequest = z.object({
  seat_number: singleLineText().min(1, { message: 'Seat number is required' }).max(20),
  date: ZDate,
  /** The shift the seat is booked for; none books the whole day. */
  shift_id: ZId.nullable().optional(),
  student_id: ZId.nullable().optional(),
});

export const ZBookIssueList = z.array(ZBookIssue);
export const ZEventList = z.array(ZEvent);
export const ZCheckinList = z.array(ZCheckin);
export const ZAttendanceList = z.array(ZAttendance);
export const ZSeatBookingList = z.array(ZSeatBooking);
/** The spec reads book issues "by student name". */
export const ZBookStudentParams = z.object({ studentName: singleLineText().max(160) });
