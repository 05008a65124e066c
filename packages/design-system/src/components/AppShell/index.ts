export { AppShell, appThemes, type AppShellProps, type AppTheme } from './AppShell.tsx';
