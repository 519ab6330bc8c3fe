// The landing view (spec §2 Landing): the SPA renders it with the injected configuration,
// the server with its own, so everything it shows comes from its props.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LandingView } from '../../shared/landing/LandingView.tsx';
import { landingTexts } from '../../shared/landing/landing-texts.ts';

describe('LandingView', () => {
  it("shows the brand's title, tagline and copyright, and Sign In goes to /auth/login", () => {
    render(
      <MemoryRouter>
        <LandingView brandName="Penggemar" ownerLinks={{}} />
      </MemoryRouter>,
    );
    const texts = landingTexts('Penggemar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Penggemar Penuh Kasih');
    expect(screen.getByText(texts.tagline)).toBeInTheDocument();
    expect(screen.getByText(texts.copyright)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: texts.logoAlt })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.signIn })).toHaveAttribute('href', '/auth/login');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("lists only the owner's links that are configured, opening in a new tab", () => {
    render(
      <MemoryRouter>
        <LandingView
          brandName="Fanbase"
          ownerLinks={{ whatsapp: 'https://wa.me/62811', instagram: 'https://instagram.com/owner' }}
        />
      </MemoryRouter>,
    );
    const socials = screen.getByRole('navigation', { name: landingTexts('Fanbase').visitSocials });
    const links = within(socials).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['WhatsApp', 'https://wa.me/62811', '_blank'],
      ['Instagram', 'https://instagram.com/owner', '_blank'],
    ]);
  });
});
