import { useActorRef, useSelector } from '@xstate/react';
import type { PostItem } from '../../../contract/wire.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { useEmitted } from '../../app/use-emitted.ts';
import { text } from '../../text/catalogue.ts';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.tsx';
import { OptionsMenu } from '../../components/OptionsMenu.tsx';
import { PostCard, type PostAuthor } from './PostCard.tsx';
import { ThreadFormModal } from '../../components/post/ThreadFormModal.tsx';
import { usePostFlows } from '../../app/flows/posts.ts';

const t = text.thread;

interface OwnThreadCardProps {
  post: PostItem & { thread: NonNullable<PostItem['thread']> };
  author: PostAuthor;
  onDeleted: (uuid: string) => void;
}

/** A thread card of its owner, with the options to edit (first hour; later off, saying why) or delete it. */
export function OwnThreadCard({ post, author, onDeleted }: OwnThreadCardProps) {
  const options = useActorRef(usePostFlows().threadEdit, {
    ...useActorOptions(),
    input: { slug: post.thread.slug, uuid: post.uuid, text: post.thread.text, createdAt: post.created_at },
  });
  const state = useSelector(options, (snapshot) => snapshot);
  const { text: savedText, draft, error, tooLate, windowClosed } = state.context;
  useEmitted(options, 'deleted', ({ uuid }) => onDeleted(uuid));

  return (
    <>
      <PostCard
        post={{ ...post, thread: { ...post.thread, text: savedText } }}
        author={author}
        menu={
          <OptionsMenu
            label={t.options}
            options={[
              {
                label: t.edit,
                onSelect: () => options.send({ type: 'EDIT' }),
                disabledReason: windowClosed ? t.tooLate : undefined,
              },
              { label: t.delete, onSelect: () => options.send({ type: 'DELETE' }) },
            ]}
          />
        }
      />
      {state.hasTag('editingThread') && (
        <ThreadFormModal
          title={t.editTitle}
          submitLabel={t.update}
          value={draft}
          error={error}
          invalid={tooLate}
          busy={state.hasTag('savingThread')}
          canSubmit={state.can({ type: 'SUBMIT' })}
          onChange={(value) => options.send({ type: 'TEXT_CHANGED', text: value })}
          onSubmit={() => options.send({ type: 'SUBMIT' })}
          onClose={() => options.send({ type: 'CLOSE' })}
        />
      )}
      {state.hasTag('confirmingDelete') && (
        <ConfirmDeleteDialog texts={t} deleting={state.hasTag('deletingThread')} send={options.send} />
      )}
    </>
  );
}
