import { text } from '../text/catalogue.ts';

const PLACEHOLDER = '/avatar-placeholder.svg';

/** A round profile photo, or the default placeholder when the member has none. */
interface AvatarProps {
  src: string | null | undefined;
  username: string;
  size?: number;
  /** Inside a control that already has a name, the photo says nothing more. */
  decorative?: boolean;
}

export function Avatar({ src, username, size = 40, decorative = false }: AvatarProps) {
  const alt = src ? text.common.avatarAlt(username) : text.common.defaultAvatarAlt;
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
