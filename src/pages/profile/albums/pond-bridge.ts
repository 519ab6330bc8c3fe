// Connects the picture picker (FilePond) to the upload queue, which stays the source of truth.
// FilePond picks a picture, crops and resizes it, and hands it over through `server.process`;
// the queue uploads it in its turn and FilePond shows the outcome. Undoing or removing an item
// removes it from the queue, which reverts its upload; a photo the queue drops (removed from the
// order list, or refused as one too many) leaves FilePond too. A pick with more pictures than the
// album has room for, which FilePond would refuse whole, keeps the first that fit and tells the
// queue how many were left out. FilePond hands pictures over one at a time, each after it is read
// and cropped, so the bridge also says while picked pictures are still on their way to the queue:
// until then the album is not complete. FilePond prepares the pictures of one pick side by side
// and asks to process each as soon as it is ready; the bridge hands each to the queue only after
// those picked before it, so the queue lists and uploads them in pick order. The queue, not
// FilePond, decides whose turn it is: FilePond says 'Menunggu' under a picture until the photo's
// own actor starts its upload (pond-waiting-label.ts), as the order list does (decision 150).
// A picture's outcome is read from the photo's own actor.
// When the modal closes, FilePond is torn down detached, so its clean-up (it aborts what runs)
// leaves the draft alone; reopened, it is given the draft's photos again.
import type { ActorRefFrom, Subscription } from 'xstate';
import { FileStatus, type FilePondFile, type FilePondOptions, type ProcessServerConfigFunction, type RestoreServerConfigFunction } from 'filepond';
import { ALBUM_MAX_PHOTOS } from '../../../../contract/limits.ts';
import { shownAs } from '../../../../machines/upload-photo.machine.ts';
import type { UploadItem, UploadPhotoRef } from '../../../../machines/upload-queue.machine.ts';
import type { Flows } from '../../../app/flows.ts';
import { text } from '../../../text/catalogue.ts';

export type UploadQueueActor = ActorRefFrom<Flows['uploadQueue']>;

/** The FilePond methods the bridge uses to show the draft and follow the queue. */
export interface PondFiles {
  addFile: (
    source: Blob | string,
    options?: { type?: 'limbo'; file?: { name: string; size: number; type: string }; metadata?: Record<string, unknown> },
  ) => Promise<FilePondFile>;
  addFiles: (sources: Blob[]) => Promise<FilePondFile[]>;
  getFiles: () => FilePondFile[];
  removeFile: (query: string) => void;
}

type Outcome = { settled: false } | { settled: true; tempId: string | null };

/** Item metadata naming the queue item a FilePond item stands for. */
export const QUEUE_ID = 'queueId';

const widget = text.upload.widget;

/** Statuses of a picture FilePond will never ask to process: refused, or failed to prepare. */
const NEVER_PROCESSED = [FileStatus.LOAD_ERROR, FileStatus.PROCESSING_ERROR];

function outcome(photo: UploadPhotoRef | undefined): Outcome {
  if (!photo) return { settled: true, tempId: null };
  const snapshot = photo.getSnapshot();
  const shown = shownAs(snapshot);
  if (shown === 'uploaded') return { settled: true, tempId: snapshot.context.tempId };
  if (shown === 'failed') return { settled: true, tempId: null };
  return { settled: false };
}

function asFile(photo: UploadPhotoRef): File {
  const { file, name } = photo.getSnapshot().context;
  return file instanceof File ? file : new File([file], name, { type: file.type });
}

export class PondBridge {
  private attached = true;
  /** Queue ids of the FilePond items handed to the queue. */
  private readonly handed = new Set<string>();
  private following: Subscription | null = null;
  private pond: PondFiles | null = null;
  /** FilePond items picked but not handed to the queue yet (being read, cropped, or waiting their turn). */
  private readonly onTheWay = new Set<string>();
  private onTheWayChanged: (picking: boolean) => void = () => {};
  /** Prepared pictures waiting for one picked before them, by queue id: each hands itself over. */
  private readonly prepared = new Map<string, () => void>();

  constructor(private readonly queue: UploadQueueActor) {}

  /** Tells `listener` whether picked pictures are still on their way to the queue, now and on each change. */
  watchPicking(listener: (picking: boolean) => void): void {
    this.onTheWayChanged = listener;
    listener(this.onTheWay.size > 0);
  }

  private markOnTheWay(id: string, onTheWay: boolean): void {
    const before = this.onTheWay.size > 0;
    if (onTheWay) this.onTheWay.add(id);
    else this.onTheWay.delete(id);
    const now = this.onTheWay.size > 0;
    if (now !== before) this.onTheWayChanged(now);
  }

  /** A reopened draft's items carry their queue id from the start; a new item is named after itself. */
  private queueIdOf(item: FilePondFile): string {
    return String(item.getMetadata(QUEUE_ID) ?? item.id);
  }

  attach(): void {
    this.attached = true;
  }

  detach(): void {
    this.attached = false;
    this.following?.unsubscribe();
    this.following = null;
    this.pond = null;
  }

  /** Shows the draft in a new FilePond, which then drops whatever the queue drops. */
  connect(pond: PondFiles): void {
    this.pond = pond;
    this.showDraft(pond);
    this.following?.unsubscribe();
    this.following = this.queue.subscribe(({ context }) => {
      const live = new Set(context.items.map((item) => item.id));
      for (const file of pond.getFiles()) {
        const id = String(file.getMetadata(QUEUE_ID));
        if (!this.handed.has(id) || live.has(id)) continue;
        this.handed.delete(id);
        pond.removeFile(file.id);
      }
    });
  }

  private item(find: (item: UploadItem) => boolean): UploadItem | undefined {
    return this.queue.getSnapshot().context.items.find(find);
  }

  /** FilePond has read `item`: it is named after the queue item it becomes (a reopened one keeps its name). */
  readonly tagItem = (item: FilePondFile): boolean => {
    if (!item.getMetadata(QUEUE_ID)) item.setMetadata(QUEUE_ID, item.id, true);
    return true;
  };

  /** Hands prepared pictures over from the front of the picker, up to the first one still being prepared. */
  private handOverInPickOrder(): void {
    const inPicker = this.pond?.getFiles().map((file) => ({ id: this.queueIdOf(file), status: file.status }));
    // Without a picker (torn down meanwhile) nothing is left to wait for.
    for (const { id, status } of inPicker ?? [...this.prepared.keys()].map((key) => ({ id: key, status: FileStatus.IDLE }))) {
      if (this.handed.has(id) || NEVER_PROCESSED.includes(status)) continue;
      const handOver = this.prepared.get(id);
      if (!handOver) return;
      this.prepared.delete(id);
      handOver();
    }
  }

  /** Whether FilePond's item waits for its turn: still on its way to the queue, or waiting in its line. */
  readonly waitsForTurn = (file: FilePondFile): boolean => {
    const photo = this.item((item) => item.id === this.queueIdOf(file))?.ref;
    return photo === undefined || shownAs(photo.getSnapshot()) === 'waiting';
  };

  private readonly process: ProcessServerConfigFunction = (_field, file, metadata, load, error, progress, abort) => {
    const id = String(metadata[QUEUE_ID]);
    const watches: Subscription[] = [];
    const stopWatching = () => watches.forEach((watch) => watch.unsubscribe());
    let reported = false;
    let turnShown = false;
    // The photo's own state, at the moment the order list reads it (so both say the same); the
    // queue for a photo it drops.
    const follow = () => {
      if (reported) return;
      const photo = this.item((item) => item.id === id)?.ref;
      const result = outcome(photo);
      if (result.settled) {
        reported = true;
        stopWatching();
        if (result.tempId) load(result.tempId);
        else error(widget.uploadError);
      } else if (!turnShown && photo && shownAs(photo.getSnapshot()) === 'uploading') {
        // A progress is what makes FilePond write the item's status again: 'Uploading' now.
        turnShown = true;
        progress(true, 0, 1);
      }
    };
    const handOver = () => {
      this.handed.add(id);
      this.markOnTheWay(id, false);
      const known = this.item((item) => item.id === id);
      if (!known) this.queue.send({ type: 'ADD', id, name: file.name, file });
      else if (shownAs(known.ref.getSnapshot()) === 'failed') this.queue.send({ type: 'RETRY', id });
      const photo = this.item((item) => item.id === id)?.ref;
      if (photo) watches.push(photo.subscribe(follow));
      watches.push(this.queue.subscribe(follow));
      follow();
    };
    if (this.handed.has(id)) handOver();
    else {
      this.prepared.set(id, handOver);
      this.handOverInPickOrder();
    }
    return {
      abort: () => {
        this.prepared.delete(id);
        reported = true;
        stopWatching();
        if (this.attached) this.queue.send({ type: 'REMOVE', id });
        abort();
      },
    };
  };

  private readonly revert = (tempId: string, load: () => void): void => {
    const item = this.item((candidate) => candidate.tempId === tempId);
    if (item) this.queue.send({ type: 'REMOVE', id: item.id });
    load();
  };

  /** A reopened modal's uploaded photos come from the draft, not the server. */
  private readonly restore: RestoreServerConfigFunction = (tempId: string, load, error) => {
    const item = this.item((candidate) => candidate.tempId === tempId);
    if (item) load(asFile(item.ref));
    else error(widget.loadError);
  };

  readonly server: FilePondOptions['server'] = { process: this.process, revert: this.revert, restore: this.restore };

  /** A picture starts to be read: it is on its way unless it is a draft photo shown again. */
  readonly onAddFileStart = (item: FilePondFile): void => {
    const id = this.queueIdOf(item);
    if (!this.handed.has(id)) this.markOnTheWay(id, true);
  };

  /**
   * FilePond refused a pick (or drop) that does not fit in the album; `picked` is the whole pick.
   * The first pictures, as many as there is room for, are added after all.
   */
  readonly onWarning = (_error: unknown, picked: unknown): void => {
    if (!this.pond || !Array.isArray(picked)) return;
    const room = Math.max(0, ALBUM_MAX_PHOTOS - this.pond.getFiles().length);
    const taken = (picked as Blob[]).slice(0, room);
    if (taken.length > 0) void this.pond.addFiles(taken);
    this.queue.send({ type: 'LEFT_OUT', count: picked.length - taken.length });
  };

  /** A picture FilePond refused (its type, say) never reaches the queue. */
  readonly onAddFile = (error: unknown, item: FilePondFile): void => {
    if (!error) return;
    this.markOnTheWay(this.queueIdOf(item), false);
    this.handOverInPickOrder();
  };

  readonly onRemoveFile = (_error: unknown, item: FilePondFile): void => {
    this.markOnTheWay(this.queueIdOf(item), false);
    this.prepared.delete(this.queueIdOf(item));
    this.handOverInPickOrder();
    if (this.attached) this.queue.send({ type: 'REMOVE', id: String(item.getMetadata(QUEUE_ID)) });
  };

  /** Puts the draft's photos back: uploaded ones as done, the others to upload in their turn. */
  private showDraft(pond: PondFiles): void {
    for (const item of this.queue.getSnapshot().context.items) {
      const metadata = { [QUEUE_ID]: item.id };
      this.handed.add(item.id);
      if (item.tempId) {
        const { name, file } = item.ref.getSnapshot().context;
        void pond.addFile(item.tempId, { type: 'limbo', file: { name, size: file.size, type: file.type }, metadata });
      } else {
        void pond.addFile(asFile(item.ref), { metadata });
      }
    }
  }
}
