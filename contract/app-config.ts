// The runtime configuration the server writes into index.html (window.__APP_CONFIG__) and the
// SPA reads: the brand and the owner's links, so one build serves any community.
export const OWNER_LINK_KEYS = ['whatsapp', 'linkedin', 'github', 'instagram'] as const;

export type OwnerLinkKey = (typeof OWNER_LINK_KEYS)[number];

export type OwnerLinks = Partial<Record<OwnerLinkKey, string>>;

export interface AppConfig {
  brandName: string;
  ownerLinks: OwnerLinks;
}
