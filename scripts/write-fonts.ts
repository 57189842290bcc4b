import { copyFileSync, readdirSync, unlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { FONTS, FONTS_DIR, fileOf, fontFacesCss, PARTS, subset } from "./fonts.ts";

/** `npm run fonts`: writes the subset fonts, their @font-face rules and licences to app/fonts/. */
const require = createRequire(import.meta.url);
const written = new Set<string>(["fonts.css"]);
for (const font of FONTS) {
  for (const part of PARTS) {
    const file = fileOf(font, part);
    const bytes = await subset(font, part);
    writeFileSync(resolve(FONTS_DIR, file), bytes);
    written.add(file);
    console.log(`${file}: ${bytes.length} bytes`);
  }
  const pkg = font.source.split("/files/")[0] as string;
  const licence = `${font.name}-LICENSE.txt`;
  copyFileSync(require.resolve(`${pkg}/LICENSE`), resolve(FONTS_DIR, licence));
  written.add(licence);
}
// Files an earlier version of this script wrote.
for (const file of readdirSync(FONTS_DIR)) {
  if (!written.has(file)) unlinkSync(resolve(FONTS_DIR, file));
}
writeFileSync(resolve(FONTS_DIR, "fonts.css"), fontFacesCss());
console.log("fonts.css written");
