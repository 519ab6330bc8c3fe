import { text } from '../text/catalogue.ts';
import { MediaImage } from './MediaImage.tsx';

const PLACEHOLDER = '/avatar-placeholder.svg';
const AVATAR_CLASS = 'shrink-0 rounded-full bg-slate-200 object-cover dark:bg-slate-700';

/** A round profile photo, or the default placeholder when the member has none. */
interface AvatarProps {
  src: string | null | undefined;
  username: string;
  size?: number;
  /** Inside a control that already has a name, the photo says nothing more. */
  decorative?: boolean;
  /** Describes the photo when there is one (the placeholder keeps its own description). */
  alt?: string;
}

export function Avatar({ src, username, size = 40, decorative = false, alt: photoAlt }: AvatarProps) {
  const style = { width: size, height: size };
  if (!src) {
    return (
      <img
        src={PLACEHOLDER}
        alt={decorative ? '' : text.common.defaultAvatarAlt}
        width={size}
        height={size}
        className={AVATAR_CLASS}
        style={style}
      />
    );
  }
  return (
    <MediaImage
      src={src}
      kind="avatar"
      sizes={`${size}px`}
      side={size}
      alt={decorative ? '' : (photoAlt ?? text.common.avatarAlt(username))}
      className={AVATAR_CLASS}
      style={style}
    />
  );
}
