import type { Config } from "@react-router/dev/config";

// Every page is rendered by the server from the database's content; the server keeps public
// responses per content version (docs/decisions/027-hosting-as-it-stands.md).
export default {
  ssr: true,
} satisfies Config;
