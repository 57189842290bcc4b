import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/defaults.ts";
import { parseSettings, publicSettings } from "#app/platform/env.server.ts";
import { adminMeta, contentFrom, pageMeta, siteFrom } from "./meta.ts";

const site = publicSettings(
  defaultContent.contact,
  parseSettings({ SITE_URL: "https://gaming.example.dk/" }),
);

const servicesPage = {
  path: "/services",
  title: "Afdelinger og priser",
  description: "Standard fra 12 kr. i timen.",
};

describe("pageMeta", () => {
  const tags = pageMeta(servicesPage, site);
  const find = (key: string, value: string) =>
    tags.find((tag) => (tag as Record<string, string>)[key] === value) as Record<string, string>;

  it("gives the page's own title with the center's name, and its description", () => {
    expect(tags).toContainEqual({ title: `${servicesPage.title} | ${site.siteName}` });
    expect(find("name", "description").content).toBe(servicesPage.description);
  });

  it("builds canonical, Open Graph and Twitter URLs from SITE_URL", () => {
    expect(find("rel", "canonical").href).toBe("https://gaming.example.dk/services");
    expect(find("property", "og:url").content).toBe("https://gaming.example.dk/services");
    expect(find("property", "og:image").content).toBe("https://gaming.example.dk/og-image.png");
    expect(find("property", "og:image:width").content).toBe("1200");
    expect(find("property", "og:image:height").content).toBe("630");
    expect(find("name", "twitter:card").content).toBe("summary_large_image");
  });

  it("reads the settings from the root match", () => {
    expect(siteFrom([{ id: "root", loaderData: { site } }, { id: "x" }])).toBe(site);
    expect(siteFrom([])).toBeUndefined();
  });
});

describe("adminMeta", () => {
  it("names the screen and keeps it out of search engines", () => {
    expect(adminMeta("Log")).toEqual([
      { title: "Admin – Log" },
      { name: "robots", content: "noindex, nofollow" },
    ]);
  });
});

describe("contentFrom", () => {
  const root = { id: "root", pathname: "/", loaderData: { content: defaultContent } };
  const at = (pathname: string) => [root, { id: "page", pathname, loaderData: {} }];

  it("gives meta and JSON-LD the content in the page's language", () => {
    expect(contentFrom(at("/booking"))?.faq[0]?.question).toBe("Hvilke spil har I?");
    expect(contentFrom(at("/en/booking"))?.faq[0]?.question).toBe("What games do you have?");
    expect(contentFrom(at("/en"))?.contact.hours).toBe("Open 24/7");
    expect(contentFrom([undefined])).toBeUndefined();
  });
});
