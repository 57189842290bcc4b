import type { SiteContent } from "./sections.ts";

/**
 * `contact` fields the operator's environment may set
 * (docs/settings.md#contact-details-the-environment-wins); then they win. Apart from the sections'
 * zod schemas: the admin's placeholder checklist names them without loading those
 * (docs/performance.md).
 */
export const ENVIRONMENT_FIELDS = {
  name: "SITE_NAME",
  phone: "SITE_PHONE",
  email: "SITE_EMAIL",
  address: "SITE_ADDRESS",
  cvr: "SITE_CVR",
} as const satisfies Partial<Record<keyof SiteContent["contact"], string>>;
