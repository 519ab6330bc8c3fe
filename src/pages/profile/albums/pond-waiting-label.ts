// A FilePond plugin that lets an item say it waits for its turn. FilePond writes one global
// 'Uploading' under every item it has asked to process, including those the upload queue keeps
// waiting; with this plugin the item shows `labelFileWaitingForTurn` for as long as
// `fileWaitsForTurn` says so. FilePond writes an item's status only when something happens to
// the item, so whoever answers `fileWaitsForTurn` reports a progress when the turn comes; the
// label is then read again (decision 150).
import { FileStatus, type FilePondFile } from 'filepond';
import type { PluginApi, WriterView } from './pond-plugin-api.ts';

/** An item's statuses from FilePond's request to process it until the upload settles. */
const UNDER_WAY = [FileStatus.PROCESSING_QUEUED, FileStatus.PROCESSING];

declare module 'filepond' {
  interface FilePondOptions {
    /** Whether the item waits for its turn to upload. */
    fileWaitsForTurn?: (item: FilePondFile) => boolean;
    /** The status of an item that waits for its turn. */
    labelFileWaitingForTurn?: string;
  }
}

export function pondWaitingLabel({ addFilter, utils }: PluginApi) {
  const { Type, createRoute, createItemAPI } = utils;

  // Runs after FilePond's own status writer in the same frame, so its word is the last.
  const showTurn = ({ root, props }: WriterView) => {
    const found = root.query('GET_ITEM', props.id);
    if (found === null || found === undefined) return;
    const item = createItemAPI(found);
    // FilePond may report progress after an upload that settled at once (a draft's photo shown
    // again); the outcome it wrote stays.
    if (!UNDER_WAY.includes(item.status)) return;
    const waits = root.query('GET_FILE_WAITS_FOR_TURN') as ((item: FilePondFile) => boolean) | null;
    const waiting = waits !== null && waits(item);
    root.ref.main.textContent = String(root.query(waiting ? 'GET_LABEL_FILE_WAITING_FOR_TURN' : 'GET_LABEL_FILE_PROCESSING'));
  };

  addFilter('CREATE_VIEW', ({ is, view }) => {
    if (!is('file-status')) return;
    view.registerWriter(
      createRoute({
        DID_REQUEST_ITEM_PROCESSING: showTurn,
        DID_START_ITEM_PROCESSING: showTurn,
        DID_UPDATE_ITEM_PROCESS_PROGRESS: showTurn,
      }),
    );
  });

  return {
    options: {
      fileWaitsForTurn: [null, Type.FUNCTION],
      labelFileWaitingForTurn: ['Waiting', Type.STRING],
    },
  };
}
