// A window whose width a test sets, for jsdom (which lays nothing out and has no matchMedia):
// matchMedia answers min-width and max-width queries from that width (and whether the member
// asked for less motion), and its lists report a change the way a browser does when the window
// is resized across their breakpoint.
const JSDOM_WIDTH = 1024;

let width = JSDOM_WIDTH;
let lessMotion = false;
const lists = new Set<FakeMediaQueryList>();

function evaluate(media: string): boolean {
  if (/prefers-reduced-motion:\s*reduce/.test(media)) return lessMotion;
  const min = media.match(/min-width:\s*(\d+)px/);
  const max = media.match(/max-width:\s*(\d+)px/);
  if (!min && !max) return false;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
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
  window.matchMedia = (media: string) => {
    const list = new FakeMediaQueryList(media);
    lists.add(list);
    return list as unknown as MediaQueryList;
  };
}

/** Resizes the window: every query whose answer changes reports it. */
export function setViewportWidth(next: number): void {
  const before = new Map([...lists].map((list) => [list, list.matches]));
  width = next;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: next });
  for (const [list, matched] of before) {
    if (list.matches === matched) continue;
    const change = Object.assign(new Event('change'), { matches: list.matches, media: list.media });
    list.onchange?.(change);
    list.dispatchEvent(change);
  }
  window.dispatchEvent(new Event('resize'));
}

/** The member's system asks for less motion (read when a screen asks, not reported as a change). */
export function askForLessMotion(asked: boolean): void {
  lessMotion = asked;
}

/** Back to jsdom's own width and motion, forgetting the lists handed out. */
export function resetViewport(): void {
  width = JSDOM_WIDTH;
  lessMotion = false;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: JSDOM_WIDTH });
  lists.clear();
}
