import { useMachine } from '@xstate/react';
import { useActorOptions } from '../../app/runtime.tsx';
import { text } from '../../text/catalogue.ts';
import { Modal } from '../../components/Modal.tsx';
import { EmergencyConfirm } from '../../components/emergency/EmergencyConfirm.tsx';
import { EmergencyForm } from '../../components/emergency/EmergencyForm.tsx';
import { useProfileFlows } from '../../app/flows/profile.ts';
import { useScrollingDown } from '../../app/use-scrolling-down.ts';

const t = text.emergency;

/**
 * The round emergency-call button, fixed at the bottom right (above the bottom bar on small
 * screens), and the modal it opens. The draft lives as long as the button does. On a phone it
 * steps below the screen's edge while the member scrolls down, so it covers no post being read,
 * and comes back on the first move up (or when it gets the keyboard's focus).
 */
export function EmergencyButton() {
  const [state, send] = useMachine(useProfileFlows().emergency, useActorOptions());
  const confirming = state.matches({ modal: 'confirming' }) || state.matches({ modal: 'sending' });
  const steppedAside = useScrollingDown();

  return (
    <>
      <button
        type="button"
        onClick={() => send({ type: 'OPEN' })}
        aria-haspopup="dialog"
        data-stepped-aside={steppedAside || undefined}
        className={`fixed right-4 bottom-20 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-red-700 text-white shadow-lg transition-transform duration-200 hover:bg-red-800 focus-visible:translate-y-0 focus-visible:ring-4 focus-visible:ring-red-300 focus-visible:outline-none motion-reduce:transition-none md:bottom-6 md:translate-y-0 ${steppedAside ? 'translate-y-40' : ''}`}
      >
        <span className="sr-only">{t.open}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="h-7 w-7">
          <path strokeLinecap="round" strokeLinejoin="round" d="M6 17v-5a6 6 0 0 1 12 0v5M4 17h16v3H4zM12 2v2M3.5 6.5 5 8M20.5 6.5 19 8" />
        </svg>
      </button>
      {!state.matches({ modal: 'closed' }) && (
        <Modal title={t.title} onClose={() => send({ type: 'CLOSE' })}>
          {confirming ? <EmergencyConfirm state={state} send={send} /> : <EmergencyForm state={state} send={send} />}
        </Modal>
      )}
    </>
  );
}
