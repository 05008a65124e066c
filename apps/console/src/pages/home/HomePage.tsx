import { useSignedInUser } from '../../session/SessionProvider.tsx';
import SupportPage from '../support/SupportPage.tsx';
import { DashboardPage } from './DashboardPage.tsx';

/** Home: support's is the support screen; admin and a client administrator get the dashboard. */
export default function HomePage() {
  return useSignedInUser().role === 'support' ? <SupportPage /> : <DashboardPage />;
}
