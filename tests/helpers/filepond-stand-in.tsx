// A stand-in for react-filepond in jsdom, which has neither canvas nor the layout FilePond needs.
// It keeps the options the app gives FilePond and plays FilePond's part towards them: an item is
// named (beforeAddFile), handed to `server.process`, retried, undone (`server.revert`) or removed
// (`onremovefile`), and the outcome the app reports back is recorded per item. A pick of several
// pictures that would go past `maxFiles` is refused whole with a warning, as FilePond does.
import { Component } from 'react';
import type { FilePondFile, FilePondOptions } from 'filepond';

type Outcome = 'processing' | { serverId: string } | { error: string } | 'aborted';

interface StandInItem {
  id: string;
  file: File;
  metadata: Record<string, unknown>;
  outcome: Outcome | null;
  abort: (() => void) | null;
}

export interface PondStandIn {
  options: FilePondOptions | null;
  items: Map<string, StandInItem>;
}

export const pondStandIn: PondStandIn = { options: null, items: new Map() };

function itemApi(item: StandInItem): FilePondFile {
  return {
    id: item.id,
    getMetadata: (key?: string) => (key ? item.metadata[key] : item.metadata),
    setMetadata: (key: string, value: unknown) => {
      item.metadata[key] = value;
    },
  } as unknown as FilePondFile;
}

function server() {
  const config = pondStandIn.options?.server;
  if (!config || typeof config === 'string') throw new Error('FilePond has no server functions');
  return config as Required<{ [K in 'process' | 'revert' | 'restore']: (...args: unknown[]) => unknown }>;
}

/** FilePond hands the item's (transformed) picture to the app's process function. */
function process(item: StandInItem): void {
  item.outcome = 'processing';
  const handle = server().process(
    'album_content',
    item.file,
    { ...item.metadata },
    (serverId: string) => (item.outcome = { serverId }),
    (error: string) => (item.outcome = { error }),
    () => {},
    () => (item.outcome = 'aborted'),
    () => {},
    {},
  ) as { abort: () => void } | undefined;
  item.abort = handle?.abort ?? null;
}

/** A new item of the widget, named by the app. */
function addPicked(id: string, file: File): StandInItem {
  const item: StandInItem = { id, file, metadata: {}, outcome: null, abort: null };
  pondStandIn.items.set(id, item);
  pondStandIn.options?.beforeAddFile?.(itemApi(item));
  return item;
}

/** A picture picked in the widget: named, then processed. */
export function pickPicture(id: string, file: File): void {
  process(addPicked(id, file));
}

/**
 * A picture picked and prepared as FilePond's image transform plugin prepares it: drawn on a
 * canvas, which keeps one still frame (a JPEG stays a JPEG, anything else becomes a PNG), unless
 * the app's `imageTransformImageFilter` says to leave it as it is; then processed.
 */
export async function pickPreparedPicture(id: string, file: File): Promise<void> {
  const filter = pondStandIn.options?.imageTransformImageFilter as ((file: File) => boolean | Promise<boolean>) | null;
  const transformed = filter ? await filter(file) : true;
  const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  process(addPicked(id, transformed ? new File([`canvas drawing of ${file.name}`], file.name, { type }) : file));
}

/**
 * Several pictures picked (or dropped) at once. FilePond refuses the whole pick with a warning
 * (`onwarning` with the picked files) when it would hold more than `maxFiles`.
 */
export function pickPictures(picks: Array<{ id: string; file: File }>): void {
  const maxFiles = pondStandIn.options?.maxFiles ?? Infinity;
  if (pondStandIn.items.size + picks.length > maxFiles) {
    const warning = { type: 'warning', code: 0, body: 'Max files' };
    pondStandIn.options?.onwarning?.(warning, picks.map((pick) => pick.file) as never);
    return;
  }
  picks.forEach((pick) => pickPicture(pick.id, pick.file));
}

/** A picture picked in the widget that is still being read and cropped: named, not processed yet. */
export function startPicking(id: string, file: File): void {
  pondStandIn.options?.onaddfilestart?.(itemApi(addPicked(id, file)));
}

/** The picture of startPicking is prepared: FilePond hands it on. */
export function finishPicking(id: string): void {
  process(pondStandIn.items.get(id)!);
}

/** "tap to retry" on an item whose upload failed. */
export function retryPicture(id: string): void {
  process(pondStandIn.items.get(id)!);
}

/** "tap to undo" on an uploaded item: revert, then FilePond removes it (instant uploads). */
export function undoPicture(id: string): void {
  const item = pondStandIn.items.get(id)!;
  const outcome = item.outcome as { serverId: string };
  server().revert(outcome.serverId, () => removePicture(id), () => {});
}

/** "tap to cancel" on an item being processed. */
export function cancelPicture(id: string): void {
  pondStandIn.items.get(id)?.abort?.();
}

/** The remove button: the item leaves the widget. */
export function removePicture(id: string): void {
  const item = pondStandIn.items.get(id);
  if (!item) return;
  pondStandIn.items.delete(id);
  pondStandIn.options?.onremovefile?.(null as never, itemApi(item));
}

export function outcomeOf(id: string): Outcome | null {
  return pondStandIn.items.get(id)?.outcome ?? null;
}

/** The component: records its options; the app's calls on the instance act on the items. */
export class FilePondStandIn extends Component<FilePondOptions> {
  componentDidMount() {
    pondStandIn.options = this.props;
    // FilePond says it is ready after its first frame, once the app holds its instance.
    void Promise.resolve().then(() => this.props.oninit?.());
  }

  componentWillUnmount() {
    // FilePond aborts what runs when it is destroyed.
    for (const item of pondStandIn.items.values()) item.abort?.();
    pondStandIn.items.clear();
    pondStandIn.options = null;
  }

  addFile(source: Blob | string, options: { metadata?: Record<string, unknown>; file?: { name: string } } = {}) {
    const name = typeof source === 'string' ? (options.file?.name ?? source) : (source as File).name;
    const item: StandInItem = {
      id: String(options.metadata?.queueId),
      file: typeof source === 'string' ? new File([], name) : (source as File),
      metadata: { ...options.metadata },
      outcome: typeof source === 'string' ? { serverId: source } : null,
      abort: null,
    };
    pondStandIn.items.set(item.id, item);
    if (typeof source !== 'string') process(item);
    return Promise.resolve(itemApi(item));
  }

  /** Files the app adds itself are named by FilePond, here after the file. */
  addFiles(sources: File[]) {
    const added = sources.map((file) => {
      const item = addPicked(`added-${file.name}`, file);
      process(item);
      return itemApi(item);
    });
    return Promise.resolve(added);
  }

  getFiles() {
    return [...pondStandIn.items.values()].map(itemApi);
  }

  removeFile(id: string) {
    removePicture(id);
  }

  render() {
    pondStandIn.options = this.props;
    return <div data-testid="filepond" />;
  }
}
