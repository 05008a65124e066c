export * from './enumeration.ts';
export * from './enums.ts';
export * from './roles.ts';
export * from './permissions.ts';
export * from './menu.ts';
export * from './format.ts';
export * from './messages.ts';
export * from './locations.ts';
