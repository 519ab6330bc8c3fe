// An album card with more than one photo turns them in a carousel (spec §9): autoplay every
// 5000 ms that goes on after an interaction and pauses under the mouse, 20 px between photos,
// dots that are buttons, and "n/total" over the photos. A double-click on any photo likes.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Swiper } from 'swiper';
import { fromPromise } from 'xstate';
import type { LikeAnswer } from '../../machines/like-toggle.machine.ts';
import type { PostItem } from '../../contract/wire.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { PostCard } from '../../src/features/post/PostCard.tsx';
import { text } from '../../src/text/catalogue.ts';
import { albumPost, author } from '../helpers/post-samples.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { signedInSession } from '../helpers/signed-in-session.ts';
import { expectStoredPhoto } from '../helpers/stored-pictures.ts';
import { askForLessMotion } from '../helpers/viewport.ts';

const user = userEvent.setup({ delay: null });

const photoUrls = [1, 2, 3].map((n) => `http://api.test/media/album/41-${n}.jpg`);
// Liked by someone else so far: a double-click likes it.
const threePhotos = albumPost(41, 'citra', { total_like: 2, liker: ['aldi', 'dewi'] });
threePhotos.album = { ...threePhotos.album!, contents: photoUrls.map((content, index) => ({ id: 410 + index, content, alt: null })) };

const photoNamed = (position: number) => text.post.photoAlt('citra', position, photoUrls.length);
/** The photos once the carousel has loaded (until then the first one stands in). */
const findPhotos = () =>
  waitFor(() => {
    const photos = screen.getAllByRole('img', { name: /^Foto album citra, \d dari 3$/ });
    expect(photos).toHaveLength(3);
    return photos;
  });

function renderCard(post: PostItem, { eagerPhoto = false, liked: likes = [] as string[] } = {}) {
  const likeToggle = liveFlows.likeToggle.provide({
    actors: {
      toggleLike: fromPromise<LikeAnswer, { uuid: string }>(async () => {
        likes.push(post.uuid);
        return { like: 'Liked', total_like: 3 };
      }),
    },
  });
  return renderScreen(<PostCard post={post} author={author('citra')} eagerPhoto={eagerPhoto} />, {
    runtime: { flows: { likeToggle } },
    session: signedInSession(demoUser),
  });
}

/** The carousel's Swiper, as the page has it. */
async function carousel(): Promise<Swiper> {
  await findPhotos();
  const element = document.querySelector('.swiper') as (HTMLElement & { swiper?: Swiper }) | null;
  if (!element?.swiper) throw new Error('No carousel on the card');
  return element.swiper;
}

// jsdom lays nothing out; the carousel measures its width to place the photos and their dots.
const CARD_WIDTH = 320;
const layoutWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
beforeAll(() => Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => CARD_WIDTH }));
afterAll(() => Object.defineProperty(Element.prototype, 'clientWidth', layoutWidth));

describe('album carousel in a post card', () => {
  it('shows every photo in order, from the server’s narrower copies, with "1/3" over them', async () => {
    renderCard(threePhotos, { eagerPhoto: true });
    const photos = await findPhotos();
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual([1, 2, 3].map(photoNamed));
    // The first loads at once (the topmost card), the next one ahead of its turn, the last in its time.
    expectStoredPhoto(photos[0], photoUrls[0], { eager: true });
    expectStoredPhoto(photos[1], photoUrls[1], { eager: true });
    expectStoredPhoto(photos[2], photoUrls[2], { eager: false });
    expect(screen.getByText(text.album.photoPosition(1, 3))).toBeInTheDocument();
    expect(screen.getByText(threePhotos.album!.caption)).toBeInTheDocument();
  });

  it('loads only the photo ahead at once on a card further down', async () => {
    renderCard(threePhotos);
    const photos = await findPhotos();
    expectStoredPhoto(photos[0], photoUrls[0], { eager: false });
    expectStoredPhoto(photos[1], photoUrls[1], { eager: true });
    expectStoredPhoto(photos[2], photoUrls[2], { eager: false });
  });

  it('turns as spec §9 sets it: every 5000 ms, on after an interaction, paused under the mouse, 20 px apart', async () => {
    renderCard(threePhotos);
    const { params } = await carousel();
    expect(params.autoplay).toMatchObject({ enabled: true, delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true });
    expect(params.spaceBetween).toBe(20);
    expect(params.pagination).toMatchObject({ clickable: true });
  });

  it('stands still for a member whose system asks for less motion', async () => {
    askForLessMotion(true);
    renderCard(threePhotos);
    const swiper = await carousel();
    expect(swiper.params.autoplay).toMatchObject({ enabled: false });
    expect(swiper.autoplay.running).toBe(false);
  });

  it('has a dot button for each photo, in Indonesian, that shows it', async () => {
    renderCard(threePhotos);
    await findPhotos();
    const dots = [1, 2, 3].map((n) => screen.getByRole('button', { name: `Tampilkan foto ${n}` }));
    await user.click(dots[2]);
    expect(await screen.findByText(text.album.photoPosition(3, 3))).toBeInTheDocument();
    const group = screen.getAllByRole('group').find((slide) => slide.getAttribute('aria-label') === 'Foto 3 dari 3');
    expect(group).toBeDefined();
  });

  it('likes on a double-click on any photo, and a click opens nothing', async () => {
    const likes: string[] = [];
    renderCard(threePhotos, { liked: likes });
    const photos = await findPhotos();
    await user.click(photos[1]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.dblClick(photos[1]);
    expect(await screen.findByRole('button', { name: text.post.likes(3) })).toBeInTheDocument();
    expect(likes).toEqual([threePhotos.uuid]);
    expect(screen.getByRole('button', { name: text.post.like })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a single photo as it is: no carousel, no count', async () => {
    renderCard(albumPost(42, 'citra'));
    const photo = screen.getByRole('img', { name: text.post.photoAlt('citra') });
    expect(photo).toBeInTheDocument();
    expect(document.querySelector('.swiper')).toBeNull();
    expect(within(screen.getByRole('article')).queryByText(/^\d\/\d$/)).not.toBeInTheDocument();
  });

  describe('on a card far from the screen', () => {
    // The page's observers of nearness, told by hand where the card is.
    let observed: { near: (isIntersecting: boolean) => void }[] = [];
    beforeAll(() => {
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
          observe() {
            observed.push({ near: (isIntersecting) => this.report([{ isIntersecting }]) });
          }
          disconnect() {}
        },
      );
    });
    afterEach(() => (observed = []));
    afterAll(() => vi.unstubAllGlobals());
    const cardIsNear = (isIntersecting: boolean) => act(() => observed.forEach((observer) => observer.near(isIntersecting)));

    it('shows the first photo with its count until the card comes near, then the carousel, which stays', async () => {
      renderCard(threePhotos);
      expect(screen.getAllByRole('img', { name: /^Foto album citra/ }).map((photo) => photo.getAttribute('alt'))).toEqual([photoNamed(1)]);
      expect(screen.getByText(text.album.photoPosition(1, 3))).toBeInTheDocument();
      expect(document.querySelector('.swiper')).toBeNull();

      cardIsNear(true);
      await findPhotos();
      expect(document.querySelector('.swiper')).not.toBeNull();
      cardIsNear(false);
      expect(await findPhotos()).toHaveLength(3);
    });
  });
});
