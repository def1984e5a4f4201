import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { seatingKeys } from './keys.ts';

/** Every seat plan of the staff member's library (read-only). */
export const librarySeatPlansQuery = (adminId: number) =>
  queryOptions({
    queryKey: seatingKeys.libraryPlans('seat', adminId),
    queryFn: () => api.get(`/api/memberships/all-seats/${adminId}`),
    enabled: adminId > 0,
  });

/** Every locker plan of the staff member's library (read-only). */
export const libraryLockerPlansQuery = (adminId: number) =>
  queryOptions({
    queryKey: seatingKeys.libraryPlans('locker', adminId),
    queryFn: () => api.get(`/api/memberships/all-lockers/${adminId}`),
    enabled: adminId > 0,
  });

/** The signed-in student's seat plans (0 = nobody: nothing is fetched). */
export const mySeatPlansQuery = (studentId: number) =>
  queryOptions({
    queryKey: seatingKeys.studentPlans('seat', studentId),
    queryFn: () => api.get(`/api/auth/locker-plan/my-seat/${studentId}`),
    enabled: studentId > 0,
  });

/** The signed-in student's locker plans. */
export const myLockerPlansQuery = (studentId: number) =>
  queryOptions({
    queryKey: seatingKeys.studentPlans('locker', studentId),
    queryFn: () => api.get(`/api/auth/locker-plan/my-locker/${studentId}`),
    enabled: studentId > 0,
  });

/** The signed-in student's seat and locker plans as one list (Active, else Expired). */
export const myMembershipsQuery = (studentId: number) =>
  queryOptions({
    queryKey: seatingKeys.memberships(studentId),
    queryFn: () => api.get(`/api/memberships/${studentId}`),
    enabled: studentId > 0,
  });
