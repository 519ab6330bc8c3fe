// The part of FilePond's plugin API the album picker's plugins use; FilePond's types leave it out.
import type { FilePondFile } from 'filepond';

/** A view FilePond creates: its store is read with `query`, its actions sent with `dispatch`. */
export interface PondView {
  dispatch: (type: string) => void;
  query: (name: string, ...args: unknown[]) => unknown;
  registerWriter: (writer: unknown) => void;
}

/** What the CREATE_VIEW filter is given. */
export interface CreatedView {
  is: (name: string) => boolean;
  view: PondView;
}

/** A writer's view: its root's elements and store, and its props. */
export interface WriterView {
  root: { ref: { main: HTMLElement }; query: (name: string, ...args: unknown[]) => unknown };
  props: { id: string };
}

/** What FilePond hands a plugin. */
export interface PluginApi {
  addFilter: (name: 'CREATE_VIEW', filter: (created: CreatedView) => void) => void;
  utils: {
    Type: { FUNCTION: string; STRING: string };
    createRoute: (routes: Record<string, (view: WriterView) => void>) => unknown;
    createItemAPI: (item: unknown) => FilePondFile;
  };
}
