export * from './aadhaar.ts';
export * from './admins.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './seating.ts';
export * from './staff.ts';
export * from './students.ts';
export * from './superadmin.ts';
