export * from './ThemeSetting.tsx';
