export * from './SideNav.tsx';
