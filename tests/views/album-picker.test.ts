// The album picker's checks around FilePond: a picture's type is read from its content, and the
// album cannot be posted while picked pictures are still on their way to the upload queue; they
// reach the queue in the order they were picked, and the picker says which wait for their turn.
import { FileStatus, type FilePondFile } from 'filepond';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { uploadPhotoMachine } from '../../machines/upload-photo.machine.ts';
import { uploadQueueMachine } from '../../machines/upload-queue.machine.ts';
import { detectPictureType } from '../../src/pages/profile/albums/picture-type.ts';
import { PondBridge, QUEUE_ID } from '../../src/pages/profile/albums/pond-bridge.ts';
import type { WriterView } from '../../src/pages/profile/albums/pond-plugin-api.ts';
import { pondWaitingLabel } from '../../src/pages/profile/albums/pond-waiting-label.ts';

const bytes = (...values: number[]) => new Blob([new Uint8Array([...values, 0, 0, 0, 0, 0, 0, 0, 0])]);

describe('picture type', () => {
  it('reads JPEG, PNG and GIF from the first bytes', async () => {
    await expect(detectPictureType(bytes(0xff, 0xd8, 0xff, 0xe0))).resolves.toBe('image/jpeg');
    await expect(detectPictureType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).resolves.toBe('image/png');
    await expect(detectPictureType(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).resolves.toBe('image/gif');
  });

  it('finds no picture in text named like one', async () => {
    const text = new File(['Ini bukan gambar'], 'catatan.jpg', { type: 'image/jpeg' });
    await expect(detectPictureType(text)).resolves.toBe('');
    await expect(detectPictureType(new Blob([]))).resolves.toBe('');
  });
});

/** The parts of a FilePond item the bridge reads. */
function pondItem(id: string): FilePondFile {
  const metadata: Record<string, unknown> = {};
  return {
    id,
    getMetadata: (key: string) => metadata[key],
    setMetadata: (key: string, value: unknown) => {
      metadata[key] = value;
    },
  } as unknown as FilePondFile;
}

function bridgeWithQueue() {
  const queue = createActor(
    uploadQueueMachine.provide({
      actors: {
        uploadPhoto: uploadPhotoMachine.provide({
          actors: { uploadTemp: fromPromise(async () => new Promise<string>(() => {})), revertTemp: fromPromise(async () => {}) },
        }),
        saveTempAlbum: fromPromise(async () => {}),
        postAlbum: fromPromise(async () => {}),
      },
    }),
  ).start();
  const bridge = new PondBridge(queue);
  const picking: boolean[] = [];
  bridge.watchPicking((value) => picking.push(value));
  return { bridge, queue, picking };
}

/** FilePond has read and cropped the picture and hands it to the app (which names it first). */
function handOver(bridge: PondBridge, item: FilePondFile) {
  bridge.tagItem(item);
  const server = bridge.server as { process: (...args: unknown[]) => unknown };
  const noop = () => {};
  server.process('album_content', new File(['x'], `${item.id}.jpg`), { [QUEUE_ID]: item.id }, noop, noop, noop, noop, noop, {});
}

describe('pictures on their way to the queue', () => {
  it('are picking from the first read until FilePond hands the last one over', () => {
    const { bridge, queue, picking } = bridgeWithQueue();
    const [first, second] = [pondItem('a'), pondItem('b')];
    bridge.onAddFileStart(first);
    bridge.onAddFileStart(second);
    handOver(bridge, first);
    expect(picking).toEqual([false, true]);
    handOver(bridge, second);
    expect(picking).toEqual([false, true, false]);
    expect(queue.getSnapshot().context.items.map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('stop when a picture is refused or removed before it was handed over', () => {
    const { bridge, picking } = bridgeWithQueue();
    const [refused, removed] = [pondItem('a'), pondItem('b')];
    bridge.onAddFileStart(refused);
    bridge.onAddFileStart(removed);
    bridge.onAddFile({ main: 'File is of invalid type' }, refused);
    expect(picking).toEqual([false, true]);
    bridge.onRemoveFile(null, removed);
    expect(picking).toEqual([false, true, false]);
  });

  it('leave a draft photo shown again alone', () => {
    const { bridge, picking } = bridgeWithQueue();
    const picture = pondItem('a');
    bridge.onAddFileStart(picture);
    handOver(bridge, picture);
    const shownAgain = pondItem('pond-2');
    shownAgain.setMetadata(QUEUE_ID, 'a');
    bridge.onAddFileStart(shownAgain);
    expect(picking).toEqual([false, true, false]);
  });
});

/** A picker holding `items` in the order they were picked. */
function pickerWith(items: FilePondFile[]) {
  const files = [...items];
  return {
    files,
    pond: {
      addFile: async () => files[0],
      addFiles: async () => [],
      getFiles: () => files,
      removeFile: (id: string) => files.splice(files.findIndex((file) => file.id === id), 1),
    },
  };
}

const queuedIds = (queue: ReturnType<typeof bridgeWithQueue>['queue']) => queue.getSnapshot().context.items.map((item) => item.id);

describe('pictures prepared out of pick order', () => {
  it('go to the queue in the order they were picked', () => {
    const { bridge, queue } = bridgeWithQueue();
    const [red, green, blue] = [pondItem('merah'), pondItem('hijau'), pondItem('biru')];
    bridge.connect(pickerWith([red, green, blue]).pond);
    handOver(bridge, green);
    handOver(bridge, blue);
    expect(queuedIds(queue)).toEqual([]);
    handOver(bridge, red);
    expect(queuedIds(queue)).toEqual(['merah', 'hijau', 'biru']);
  });

  it('do not wait for an earlier picture that was refused or removed', () => {
    const { bridge, queue } = bridgeWithQueue();
    const [refused, removed, kept] = [pondItem('a'), pondItem('b'), pondItem('c')];
    const picker = pickerWith([refused, removed, kept]);
    bridge.connect(picker.pond);
    handOver(bridge, kept);
    expect(queuedIds(queue)).toEqual([]);
    Object.assign(refused, { status: FileStatus.LOAD_ERROR });
    bridge.onAddFile({ main: 'File is of invalid type' }, refused);
    expect(queuedIds(queue)).toEqual([]);
    picker.pond.removeFile('b');
    bridge.onRemoveFile(null, removed);
    expect(queuedIds(queue)).toEqual(['c']);
  });

  it('wait for their turn in the picker as in the order list, one uploading at a time', () => {
    const { bridge, queue } = bridgeWithQueue();
    const [first, second] = [pondItem('a'), pondItem('b')];
    bridge.connect(pickerWith([first, second]).pond);
    expect([bridge.waitsForTurn(first), bridge.waitsForTurn(second)]).toEqual([true, true]);
    handOver(bridge, first);
    handOver(bridge, second);
    expect(queuedIds(queue)).toEqual(['a', 'b']);
    expect([bridge.waitsForTurn(first), bridge.waitsForTurn(second)]).toEqual([false, true]);
  });
});

describe('the picker status of a picture FilePond processes', () => {
  /** The waiting-label plugin's writer for an item in `status` that waits for its turn or not, over `shown`. */
  function statusAfter(action: string, status: FileStatus, waits: boolean, shown: string): string {
    let routes: Record<string, (view: WriterView) => void> = {};
    const plugin = pondWaitingLabel({
      addFilter: (_name, filter) =>
        filter({
          is: (name) => name === 'file-status',
          view: { dispatch: () => {}, query: () => undefined, registerWriter: (writer) => (routes = writer as typeof routes) },
        }),
      utils: { Type: { FUNCTION: 'function', STRING: 'string' }, createRoute: (given) => given, createItemAPI: (item) => item as FilePondFile },
    });
    expect(plugin.options.labelFileWaitingForTurn).toBeDefined();
    const main = document.createElement('p');
    main.textContent = shown;
    const labels: Record<string, unknown> = {
      GET_ITEM: { id: 'a', status },
      GET_FILE_WAITS_FOR_TURN: () => waits,
      GET_LABEL_FILE_WAITING_FOR_TURN: 'Menunggu',
      GET_LABEL_FILE_PROCESSING: 'Uploading',
    };
    routes[action]({ root: { ref: { main }, query: (name) => labels[name] }, props: { id: 'a' } });
    return main.textContent;
  }

  it('says it waits for its turn, then that it uploads', () => {
    expect(statusAfter('DID_REQUEST_ITEM_PROCESSING', FileStatus.PROCESSING_QUEUED, true, '')).toBe('Menunggu');
    expect(statusAfter('DID_UPDATE_ITEM_PROCESS_PROGRESS', FileStatus.PROCESSING, false, 'Menunggu')).toBe('Uploading');
  });

  it('keeps its outcome when FilePond reports progress after the upload settled', () => {
    expect(statusAfter('DID_UPDATE_ITEM_PROCESS_PROGRESS', FileStatus.PROCESSING_COMPLETE, false, 'Upload complete')).toBe('Upload complete');
    expect(statusAfter('DID_UPDATE_ITEM_PROCESS_PROGRESS', FileStatus.PROCESSING_ERROR, false, 'Upload gagal')).toBe('Upload gagal');
  });
});
