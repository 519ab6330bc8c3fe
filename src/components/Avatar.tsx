import { text } from '../text/catalogue.ts';

const PLACEHOLDER = '/avatar-placeholder.svg';

/** A round profile photo, or the default placeholder when the member has none. */
export function Avatar({ src, username, size = 40 }: { src: string | null | undefined; username: string; size?: number }) {
  return (
    <img
      src={src || PLACEHOLDER}
      alt={src ? text.common.avatarAlt(username) : text.common.defaultAvatarAlt}
      width={size}
      height={size}
      className="shrink-0 rounded-full bg-slate-200 object-cover dark:bg-slate-700"
      style={{ width: size, height: size }}
    />
  );
}
