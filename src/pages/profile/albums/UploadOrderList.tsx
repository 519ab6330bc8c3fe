// The album's photos in the order they will be shown, with each one's upload status read from
// the photo's own actor (PhotoSummary). Photos are reordered by dragging their handle, with the keyboard on the handle (space, arrows, space), or
// with the up and down buttons for those who cannot drag; any photo can be removed.
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
}

function UploadRow({ item, position, editable, onMoveUp, onMoveDown, onRemove }: RowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled: !editable });
  const name = useSelector(item.ref, (snapshot) => snapshot.context.name);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-3 rounded-xl bg-white p-2 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700 ${
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
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
}
