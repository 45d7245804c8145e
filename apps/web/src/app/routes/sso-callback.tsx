import { SsoCallbackPage } from '../../features/auth/components/sso-callback-page.tsx';

/** The identity provider's return after single sign-on. */
export default function SsoCallbackRoute() {
  return <SsoCallbackPage />;
}
