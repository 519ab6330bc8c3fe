// Where the link in the verification mail lands (/auth/verification/{status}): success, failed,
// and any other status, which is the not-found view under the not-found title.
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/router.tsx';
import { SessionProvider } from '../../src/app/session.tsx';
import { text } from '../../src/text/catalogue.ts';
import { testSession } from '../helpers/render-screen.tsx';

function openAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <SessionProvider actor={testSession()}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

describe('verification result page', () => {
  it.each([
    ['success', text.verificationResult.success],
    ['failed', text.verificationResult.failed],
  ])('/auth/verification/%s says so under the page’s title', async (status, heading) => {
    openAt(`/auth/verification/${status}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(text.pageTitle(text.pages.verificationResult));
  });

  it('shows any other status as not found, titled so', async () => {
    openAt('/auth/verification/lainnya');
    expect(await screen.findByRole('heading', { level: 1, name: text.notFound.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(text.pageTitle(text.pages.notFound)));
    expect(screen.queryByText(text.verificationResult.success)).not.toBeInTheDocument();
  });
});
