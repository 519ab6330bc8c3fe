// The album's photos in the order they will be shown, each a compact row: position, thumbnail,
// upload status read from the photo's own actor (PhotoSummary) and the photo's description
// beside it (below it on a phone). Photos are reordered by dragging their handle, with the
// keyboard on the handle (space, arrows, space), or with the up and down buttons for those who
// cannot drag; any photo can be removed.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { ALBUM_PHOTO_ALT_MAX_LENGTH } from '../../../../contract/limits.ts';
import type { UploadItem } from '../../../../machines/upload-queue.machine.ts';
import { text } from '../../../text/catalogue.ts';
import { PhotoSummary } from './PhotoSummary.tsx';
import type { UploadQueueActor } from './pond-bridge.ts';

const t = text.upload;

const smallButton =
  'rounded-lg px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800';

interface RowProps {
  item: UploadItem;
  position: number;
  editable: boolean;
  /** Moves the photo one place; absent at that end of the list. */
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  onRemove: () => void;
  onDescribe: (alt: string) => void;
}

interface DescriptionFieldProps {
  item: UploadItem;
  name: string;
  editable: boolean;
  onDescribe: (alt: string) => void;
}

/** The photo's description, written beside it: what a screen reader reads for the photo. */
function DescriptionField({ item, name, editable, onDescribe }: DescriptionFieldProps) {
  const id = useId();
  return (
    <div className="order-last w-full sm:order-none sm:w-auto sm:min-w-0 sm:flex-[1.4]">
      <label htmlFor={id} className="mb-0.5 block text-xs font-medium text-slate-700 dark:text-slate-300">
        <span aria-hidden="true">{text.altText.label}</span>
        <span className="sr-only">{text.altText.labelOf(name)}</span>
      </label>
      <textarea
        id={id}
        // data-alt-for: 'Tambahkan' on the reminder moves to the first photo still without one.
        data-alt-for={item.id}
        rows={2}
        value={item.alt}
        maxLength={ALBUM_PHOTO_ALT_MAX_LENGTH}
        readOnly={!editable}
        placeholder={text.altText.placeholder}
        onChange={(event) => onDescribe(event.target.value)}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 placeholder:text-slate-500 focus:border-rose-600 focus:ring-2 focus:ring-rose-200 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
    </div>
  );
}

function UploadRow({ item, position, editable, onMoveUp, onMoveDown, onRemove, onDescribe }: RowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled: !editable });
  const name = useSelector(item.ref, (snapshot) => snapshot.context.name);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-white p-2 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700 ${
        isDragging ? 'relative z-10 shadow-lg' : ''
      }`}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t.move(name)}
        className="cursor-grab touch-none rounded-lg px-1.5 py-2 text-slate-500 hover:bg-slate-100 disabled:cursor-not-allowed dark:text-slate-400 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="w-5 text-center text-sm font-semibold text-slate-700 dark:text-slate-300">{position}</span>
      <PhotoSummary photo={item.ref} />
      <DescriptionField item={item} name={name} editable={editable} onDescribe={onDescribe} />
      <button type="button" disabled={!editable || !onMoveUp} onClick={onMoveUp} className={smallButton}>
        <span aria-hidden="true">↑</span>
        <span className="sr-only">{t.moveUp(name)}</span>
      </button>
      <button type="button" disabled={!editable || !onMoveDown} onClick={onMoveDown} className={smallButton}>
        <span aria-hidden="true">↓</span>
        <span className="sr-only">{t.moveDown(name)}</span>
      </button>
      <button type="button" disabled={!editable} onClick={onRemove} className={smallButton}>
        <span aria-hidden="true">✕</span>
        <span className="sr-only">{t.remove(name)}</span>
      </button>
    </li>
  );
}

export function UploadOrderList({ queue }: { queue: UploadQueueActor }) {
  const items = useSelector(queue, (snapshot) => snapshot.context.items);
  const editable = useSelector(queue, (snapshot) => snapshot.matches('drafting'));
  const headingId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  if (items.length === 0) return null;

  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id);
  const nameOf = (id: UniqueIdentifier) => items[indexOf(id)]?.ref.getSnapshot().context.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.picked(nameOf(active.id)),
    onDragOver: ({ active, over }) => (over ? t.movedTo(nameOf(active.id), indexOf(over.id) + 1) : undefined),
    onDragEnd: ({ active, over }) => (over ? t.dropped(nameOf(active.id), indexOf(over.id) + 1) : undefined),
    onDragCancel: ({ active }) => t.cancelled(nameOf(active.id)),
  };
  const move = (from: number, to: number) => queue.send({ type: 'REORDER', from, to });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(indexOf(active.id), indexOf(over.id));
  };

  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h3 id={headingId} className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        {t.order}
      </h3>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t.orderInstructions } }}
      >
        <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
          <ol className="space-y-2">
            {items.map((item, index) => (
              <UploadRow
                key={item.id}
                item={item}
                position={index + 1}
                editable={editable}
                onMoveUp={index > 0 ? () => move(index, index - 1) : undefined}
                onMoveDown={index < items.length - 1 ? () => move(index, index + 1) : undefined}
                onRemove={() => queue.send({ type: 'REMOVE', id: item.id })}
                onDescribe={(alt) => queue.send({ type: 'ALT_CHANGED', id: item.id, alt })}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
}
