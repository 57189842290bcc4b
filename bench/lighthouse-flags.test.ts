import { describe, expect, it } from "vitest";
import { lighthouseChromeFlags } from "./lighthouse.ts";

const EXTRA_DISABLED_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

describe("lighthouseChromeFlags", () => {
  it("keeps chrome-launcher's disabled features and adds the omnibox popups, in one flag", () => {
    const flags = lighthouseChromeFlags([
      "--mute-audio",
      "--disable-features=Translate,MediaRouter",
    ]);
    const disabled = flags.filter((flag) => flag.startsWith("--disable-features="));
    expect(disabled).toEqual([
      `--disable-features=Translate,MediaRouter,${EXTRA_DISABLED_FEATURES.join(",")}`,
    ]);
    expect(flags).toContain("--headless=new");
  });

  it("names the omnibox popups even when chrome-launcher disables nothing", () => {
    expect(lighthouseChromeFlags([])).toContain(
      "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
    );
  });

  it("repeats the installed chrome-launcher's own list", () => {
    const [flag] = lighthouseChromeFlags().filter((f) => f.startsWith("--disable-features="));
    expect(flag).toMatch(
      /^--disable-features=Translate,.*,WebUIOmniboxPopup,WebUIOmniboxAimPopup$/,
    );
  });
});
