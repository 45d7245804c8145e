import { RetrievePasswordPage } from '../../features/auth/components/retrieve-password-page.tsx';

export default function RetrievePasswordRoute() {
  return <RetrievePasswordPage />;
}
