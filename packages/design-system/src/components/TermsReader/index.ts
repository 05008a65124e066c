export * from './TermsReader.tsx';
