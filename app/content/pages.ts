/** What every public page's copy has: its path, `<title>` and meta description. */
export type PageCopy = { path: string; title: string; description: string };
