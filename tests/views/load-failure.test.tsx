// A screen whose code cannot be loaded (the network dropped) says so and offers to try again;
// the next page clears it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFailureBoundary } from '../../src/components/LoadFailureBoundary.tsx';
import { text } from '../../src/text/catalogue.ts';

const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

function screenAt(path: string, onRetry: () => void, content = <Unreachable />) {
  return (
    <LoadFailureBoundary resetKey={path} onRetry={onRetry}>
      <Suspense fallback={<p>{text.common.loading}</p>}>{content}</Suspense>
    </LoadFailureBoundary>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('LoadFailureBoundary', () => {
  it('shows why the page is missing, tries again on request, and clears on the next page', async () => {
    // React reports the caught error on the console; it is the point of the test.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const retry = vi.fn();
    const { rerender } = render(screenAt('/explorer', retry));

    expect(await screen.findByRole('alert')).toHaveTextContent(text.failure.pageLoad);
    expect(screen.queryByText(text.common.loading)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.failure.retry }));
    expect(retry).toHaveBeenCalledTimes(1);

    rerender(screenAt('/account', retry, <p>Akun</p>));
    expect(screen.getByText('Akun')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
