// Icons drawn inline (bundled, no icon font or CDN); each is decorative, the control names itself.
interface IconProps {
  className?: string;
}

const base = { 'aria-hidden': true, viewBox: '0 0 24 24', width: 20, height: 20 } as const;

export function HeartIcon({ filled, className = '' }: IconProps & { filled: boolean }) {
  return (
    <svg {...base} className={className} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2}>
      <path
        strokeLinejoin="round"
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
      />
    </svg>
  );
}

export function CommentIcon({ className = '' }: IconProps) {
  return (
    <svg {...base} className={className} fill="none" stroke="currentColor" strokeWidth={2}>
      <path strokeLinejoin="round" d="M4 5.5h16v10H9l-5 4v-14Z" />
    </svg>
  );
}

export function MoreIcon({ className = '' }: IconProps) {
  return (
    <svg {...base} className={className} fill="currentColor">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

export function SendIcon({ className = '' }: IconProps) {
  return (
    <svg {...base} className={className} fill="currentColor">
      <path d="M3 20.5 21.5 12 3 3.5v6.6L15 12 3 13.9v6.6Z" />
    </svg>
  );
}
