export * from './DiagnosticStatusBadge.tsx';
