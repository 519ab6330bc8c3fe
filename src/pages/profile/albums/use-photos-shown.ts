// What each photo of the draft shows, in display order, read from the photos' own actors.
import { useSelector } from '@xstate/react';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { shownAs, type UploadPhotoTag } from '../../../../machines/upload-photo.machine.ts';
import type { UploadPhotoRef } from '../../../../machines/upload-queue.machine.ts';
import type { UploadQueueActor } from './pond-bridge.ts';

const sameRefs = (a: UploadPhotoRef[], b: UploadPhotoRef[]) => a.length === b.length && a.every((ref, index) => ref === b[index]);

export function usePhotosShown(queue: UploadQueueActor): UploadPhotoTag[] {
  const photos = useSelector(queue, (snapshot) => snapshot.context.items.map((item) => item.ref), sameRefs);
  const subscribe = useCallback(
    (changed: () => void) => {
      const watches = photos.map((photo) => photo.subscribe(changed));
      return () => watches.forEach((watch) => watch.unsubscribe());
    },
    [photos],
  );
  // One string, so that an unchanged list reads the same.
  const read = useCallback(() => photos.map((photo) => shownAs(photo.getSnapshot()) ?? '').join(' '), [photos]);
  const shown = useSyncExternalStore(subscribe, read);
  return useMemo(() => (shown === '' ? [] : (shown.split(' ') as UploadPhotoTag[])), [shown]);
}
