import { appConfig } from '../../app/app-config.ts';
import { LandingView } from './LandingView.tsx';

export default function LandingPage() {
  return <LandingView {...appConfig} />;
}
