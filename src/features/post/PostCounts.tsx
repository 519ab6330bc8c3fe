// A post's like total (opening who liked it) and comment total, as the post dialogs show them.
import { useState } from 'react';
import { CommentIcon } from '../../components/icons.tsx';
import { text } from '../../text/catalogue.ts';
import { LikersModal } from './LikersModal.tsx';

const tp = text.post;

const countStyle = 'inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-slate-700 dark:text-slate-300';

export interface PostCountsProps {
  postId: number;
  totalLikes: number;
  totalComments: number;
}

export function PostCounts({ postId, totalLikes, totalComments }: PostCountsProps) {
  const [showLikers, setShowLikers] = useState(false);
  return (
    <>
      <button type="button" className={`${countStyle} hover:bg-slate-100 dark:hover:bg-slate-800`} onClick={() => setShowLikers(true)}>
        {tp.likes(totalLikes)}
      </button>
      <span className={countStyle}>
        <CommentIcon />
        {tp.comments(totalComments)}
      </span>
      {showLikers && <LikersModal postId={postId} onClose={() => setShowLikers(false)} />}
    </>
  );
}
