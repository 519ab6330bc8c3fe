import { appConfig } from '../../app/app-config.ts';
import { LandingView } from '../../../shared/landing/LandingView.tsx';

export default function LandingPage() {
  return <LandingView {...appConfig} />;
}
