import { copyFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { FONTS, FONTS_DIR, fontFacesCss, subset } from "./fonts.ts";

/** `npm run fonts`: writes the subset fonts, their @font-face rules and licences to app/fonts/. */
const require = createRequire(import.meta.url);
for (const font of FONTS) {
  const bytes = await subset(font);
  writeFileSync(resolve(FONTS_DIR, font.file), bytes);
  const pkg = font.source.split("/files/")[0] as string;
  copyFileSync(
    require.resolve(`${pkg}/LICENSE`),
    resolve(FONTS_DIR, font.file.replace(/-latin.*$/, "-LICENSE.txt")),
  );
  console.log(`${font.file}: ${bytes.length} bytes`);
}
writeFileSync(resolve(FONTS_DIR, "fonts.css"), fontFacesCss());
console.log("fonts.css written");
