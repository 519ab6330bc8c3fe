import { Link } from 'react-router-dom';
import type { AppConfig, OwnerLinkKey } from '../../contract/app-config.ts';
import { landingTexts } from './landing-texts.ts';

const SOCIALS = [
  { key: 'whatsapp', label: 'WhatsApp' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'github', label: 'GitHub' },
  { key: 'instagram', label: 'Instagram' },
] as const satisfies readonly { key: OwnerLinkKey; label: string }[];

/**
 * The landing for a brand and its owner's links: rendered by the SPA, and by the server as
 * the static page guests get (server/landing-html.tsx), so it reads nothing global.
 */
export function LandingView({ brandName, ownerLinks }: AppConfig) {
  const texts = landingTexts(brandName);
  const links = SOCIALS.filter(({ key }) => ownerLinks[key]);
  return (
    <div className="flex min-h-screen flex-col">
      <main className="flex flex-1 flex-col items-center justify-center gap-6 px-4 text-center">
        <img src="/logo.svg" alt={texts.logoAlt} width={96} height={96} />
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          {texts.title}
        </h1>
        <p className="max-w-md text-lg text-slate-700 dark:text-slate-300">{texts.tagline}</p>
        <Link
          to="/auth/login"
          className="rounded-lg bg-rose-700 px-6 py-3 font-semibold text-white shadow hover:bg-rose-800"
        >
          {texts.signIn}
        </Link>
      </main>
      <footer className="border-t border-slate-200 px-4 py-6 text-center text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
        {links.length > 0 && (
          <nav aria-label={texts.visitSocials} className="mb-3">
            <p className="mb-2">{texts.visitSocials}</p>
            <ul className="flex justify-center gap-4">
              {links.map(({ key, label }) => (
                <li key={key}>
                  <a
                    href={ownerLinks[key]}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="font-medium text-rose-700 hover:underline dark:text-rose-400"
                  >
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p>{texts.copyright}</p>
      </footer>
    </div>
  );
}
