// The landing's texts, in Indonesian, for a brand: the SPA shows them with the brand it was
// given, the server with its own configuration's when it renders the landing for guests, so
// they can't be fixed when the module loads. The SPA's catalogue takes them from here.

/** "{brand} - {page}", every page's title. */
export const pageTitleOf = (brand: string, page: string) => `${brand} - ${page}`;

/** The landing's name in page titles. */
export const LANDING_PAGE_NAME = 'Beranda';

export function landingTexts(brand: string) {
  return {
    title: `${brand} Penuh Kasih`,
    tagline: `Small sosial media untuk para ${brand}`,
    signIn: 'Sign In',
    visitSocials: 'Kunjungi sosial media saya',
    copyright: `© 2023 ${brand}. Hak Cipta Dilindungi Undang-Undang.`,
    logoAlt: 'Logo Aplikasi',
  };
}
