import { LoginPage } from '../../features/auth/components/login-page.tsx';

/** `/` and `/login` are the same screen. */
export default function LoginRoute() {
  return <LoginPage />;
}
