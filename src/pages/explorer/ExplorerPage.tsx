import { text } from '../../text/catalogue.ts';

/** The home feed. The feed itself, the compose box and the online list build on this frame. */
export default function ExplorerPage() {
  return <h1 className="sr-only">{text.pages.explorer}</h1>;
}
