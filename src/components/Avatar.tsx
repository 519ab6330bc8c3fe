import { text } from '../text/catalogue.ts';

const PLACEHOLDER = '/avatar-placeholder.svg';

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
  const alt = src ? (photoAlt ?? text.common.avatarAlt(username)) : text.common.defaultAvatarAlt;
  return (
    <img
      src={src || PLACEHOLDER}
      alt={decorative ? '' : alt}
      width={size}
      height={size}
      className="shrink-0 rounded-full bg-slate-200 object-cover dark:bg-slate-700"
      style={{ width: size, height: size }}
    />
  );
}
