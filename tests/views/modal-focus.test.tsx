import { act, render, screen, waitFor } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from '../../src/components/Modal.tsx';

/** A button that opens a dialog; the dialog closes in a transition, as a route change closes one. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Buka
      </button>
      {open && (
        <Modal title="Pos" onClose={() => startTransition(() => setOpen(false))}>
          <button type="button">Di dalam</button>
        </Modal>
      )}
    </>
  );
}

describe('a dialog closing', () => {
  it('gives focus back to its opener in the same commit that removes it, even when closed in a transition', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Buka' });
    opener.focus();
    act(() => opener.click());
    expect(screen.getByRole('dialog', { name: 'Pos' })).toContainElement(document.activeElement as HTMLElement);

    // Where focus is at the moment the dialog leaves the page, before anything later runs.
    let focusWhenRemoved: Element | null | undefined;
    const removal = new MutationObserver(() => {
      if (focusWhenRemoved === undefined && !document.querySelector('[role="dialog"]')) focusWhenRemoved = document.activeElement;
    });
    removal.observe(document.body, { childList: true, subtree: true });
    // Outside act(), so that React schedules the closing render and its effects as a browser would.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      await waitFor(() => expect(focusWhenRemoved).toBeDefined());
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
      removal.disconnect();
    }

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focusWhenRemoved).toBe(opener);
  });
});
