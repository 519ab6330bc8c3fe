// Every card and screen of one session, runtime and shell takes its flows from one built set:
// building a machine costs a phone's main thread, and a feed page holds many cards.
import { expect, it } from 'vitest';
import { usePostFlows } from '../../src/app/flows/posts.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { signedInSession } from '../helpers/signed-in-session.ts';

type PostFlows = ReturnType<typeof usePostFlows>;

function FlowsTaker({ taken }: { taken: PostFlows[] }) {
  taken.push(usePostFlows());
  return null;
}

it('gives two cards of one page the same flows', () => {
  const taken: PostFlows[] = [];
  renderScreen(
    <>
      <FlowsTaker taken={taken} />
      <FlowsTaker taken={taken} />
    </>,
    { session: signedInSession(demoUser) },
  );
  expect(taken.length).toBeGreaterThanOrEqual(2);
  expect(taken[1]).toBe(taken[0]);
  expect(taken[0].likeToggle.id).toBe('likeToggle');
});
