export * from './audit.ts';
export * from './finance.ts';
export * from './identity.ts';
export * from './library.ts';
export * from './operations.ts';
export * from './organizations.ts';
export * from './seating.ts';
