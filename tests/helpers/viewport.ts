// matchMedia for jsdom (which lays nothing out and has none): min-width and max-width queries are
// answered from jsdom's window width, and whether the member asked for less motion from the test.
// Suites that resize the window run in Chromium (screen-width.ts).
const JSDOM_WIDTH = 1024;

let lessMotion = false;

function evaluate(media: string): boolean {
  if (/prefers-reduced-motion:\s*reduce/.test(media)) return lessMotion;
  const min = media.match(/min-width:\s*(\d+)px/);
  const max = media.match(/max-width:\s*(\d+)px/);
  if (!min && !max) return false;
  return (!min || JSDOM_WIDTH >= Number(min[1])) && (!max || JSDOM_WIDTH <= Number(max[1]));
}

class FakeMediaQueryList extends EventTarget {
  onchange: ((event: Event) => void) | null = null;

  constructor(readonly media: string) {
    super();
  }

  get matches(): boolean {
    return evaluate(this.media);
  }

  addListener(listener: (event: Event) => void): void {
    this.addEventListener('change', listener);
  }

  removeListener(listener: (event: Event) => void): void {
    this.removeEventListener('change', listener);
  }
}

/** Installs matchMedia on the jsdom window. */
export function installViewport(): void {
  window.matchMedia = (media: string) => new FakeMediaQueryList(media) as unknown as MediaQueryList;
}

/** The member's system asks for less motion (read when a screen asks, not reported as a change). */
export function askForLessMotion(asked: boolean): void {
  lessMotion = asked;
}

/** Back to no preference for less motion. */
export function resetViewport(): void {
  lessMotion = false;
}
