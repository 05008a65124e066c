// One file per aggregate; drizzle-kit and the query builder read them all from here.
export * from './settings.ts';
export * from './clients.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './outbox.ts';
export * from './locations.ts';
export * from './lookups.ts';
export * from './groups.ts';
export * from './locks.ts';
export * from './audit.ts';
export * from './orders.ts';
export * from './diagnostics.ts';
export * from './modules.ts';
export * from './userActivity.ts';
export * from './content.ts';
export * from './accountCodes.ts';
export * from './dashboard.ts';
