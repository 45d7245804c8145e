import { WelcomePanel } from '../../features/home/components/welcome-panel.tsx';

export default function HomeRoute() {
  return <WelcomePanel />;
}
