import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pathTo } from '../../app/route-names.ts';
import { formatDate } from '../../text/dates.ts';
import { text } from '../../text/catalogue.ts';
import { Avatar } from '../Avatar.tsx';
import { Button } from '../Button.tsx';

const t = text.comments;

interface CommentEntryProps {
  username: string;
  photo: string | null;
  createdAt: string;
  body: string;
  /** Offered on posts that take comments. */
  onReply?: () => void;
  /** Offered to the author only. */
  onDelete?: () => void;
  /** Another send or delete runs: the links wait. */
  waiting: boolean;
  deleting: boolean;
  /** What the viewer may do about someone else's comment (report, block, mute). */
  menu?: ReactNode;
  /** The replies of a top-level comment. */
  children?: ReactNode;
}

/** One comment or reply: who, when, what, and what the viewer may do with it. */
export function CommentEntry({ username, photo, createdAt, body, onReply, onDelete, waiting, deleting, menu, children }: CommentEntryProps) {
  return (
    <li className="flex gap-3">
      <Avatar src={photo} username={username} size={32} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <p className="min-w-0 flex-1 text-sm">
            <Link
              to={pathTo('profile', { username })}
              className="font-semibold text-slate-900 hover:underline dark:text-white"
            >
              {username}
            </Link>{' '}
            <time dateTime={createdAt} className="text-slate-600 dark:text-slate-400">
              {formatDate(createdAt)}
            </time>
          </p>
          {menu}
        </div>
        {/* As written: line breaks, tabs and spaces kept, as the original client's <pre> showed them. */}
        <p className="whitespace-pre-wrap wrap-anywhere text-slate-900 dark:text-slate-100">{body}</p>
        {(onReply || onDelete) && (
          <p className="mt-0.5 flex gap-4 text-sm">
            {onReply && (
              <Button variant="link" disabled={waiting} onClick={onReply}>
                {t.reply}
              </Button>
            )}
            {onDelete && (
              <Button variant="link" busy={deleting} disabled={waiting} onClick={onDelete}>
                {t.delete}
              </Button>
            )}
          </p>
        )}
        {children}
      </div>
    </li>
  );
}
