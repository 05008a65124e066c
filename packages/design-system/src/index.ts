import './theme/global.css.ts';

export { vars } from './theme/contract.css.ts';
export { lightTheme } from './theme/light.css.ts';
export { darkTheme } from './theme/dark.css.ts';

export * from './components/Button/index.ts';
export * from './components/Icon/index.ts';
export * from './components/Badge/index.ts';
export * from './components/LoadingState/index.ts';
export * from './components/EmptyState/index.ts';
export * from './components/Tabs/index.ts';
export * from './components/Select/index.ts';
export * from './components/SearchField/index.ts';
export * from './components/PageHeader/index.ts';
export * from './components/FilterBar/index.ts';
export * from './components/DataTable/index.ts';
export * from './components/AppShell/index.ts';
export * from './components/TextField/index.ts';
export * from './components/Form/index.ts';
export * from './components/Checkbox/index.ts';
export * from './components/Switch/index.ts';
export * from './components/Dialog/index.ts';
export * from './components/ConfirmDialog/index.ts';
export * from './components/Toast/index.ts';
export * from './components/CodeInput/index.ts';
export * from './components/TwoFactorDialog/index.ts';
export * from './components/LoginForm/index.ts';
export * from './components/AuthLayout/index.ts';
