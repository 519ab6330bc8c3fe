// The app's status region, above every screen (contract §18): 'Anda sedang offline' while the
// browser has no connection (and why a write did not go), and 'Versi baru tersedia' with a reload.
import { useMachine } from '@xstate/react';
import { Button } from '../components/Button.tsx';
import { text } from '../text/shell-texts.ts';
import { useDeviceFlows } from './flows/device.ts';
import { isOffline } from './offline/connection.ts';
import { useActorOptions } from './runtime.tsx';

const t = text.device;

export function AppStatus() {
  const flows = useDeviceFlows();
  const options = useActorOptions();
  const [connection] = useMachine(flows.connection, { ...options, input: { online: !isOffline() } });
  const [version, sendToVersion] = useMachine(flows.appUpdate, options);
  const offline = connection.matches('offline');
  const waiting = !version.matches('current');
  const reloading = version.matches('activating') || version.matches('reloading');
  return (
    // Always in the page, so screen readers announce what appears in it.
    <section aria-label={t.statusLabel} aria-live="polite">
      {offline && (
        <div className="bg-slate-800 px-4 py-2 text-center text-sm text-white dark:bg-slate-200 dark:text-slate-900">
          <p className="font-semibold">{t.offline}</p>
          <p>{connection.matches({ offline: 'writeRefused' }) ? t.writeRefused : t.offlineNote}</p>
        </div>
      )}
      {waiting && (
        <div className="flex items-center justify-center gap-3 bg-rose-50 px-4 py-2 text-sm text-slate-900 dark:bg-rose-950 dark:text-slate-100">
          <p className="font-semibold">{t.newVersion}</p>
          <Button variant="link" disabled={reloading} onClick={() => sendToVersion({ type: 'RELOAD' })}>
            {reloading ? t.reloading : t.reload}
          </Button>
        </div>
      )}
    </section>
  );
}
