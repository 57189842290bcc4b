import type { Generated, SqlBool } from "kysely";
import type { Lang } from "#app/content/language.ts";

/**
 * The tables our own code queries, as Kysely sees them. Booleans come back as 0/1 from SQLite and
 * as true/false from PostgreSQL (`SqlBool`); timestamps are ISO 8601 strings written by the app,
 * so both databases order them the same way.
 */

/**
 * Testimonials and events wait 30 days in the trash (docs/api.md#audit-log-and-trash) before they
 * are removed.
 */
type TrashColumns = {
  /** In the trash since: off every page, list and count; null when live. */
  deleted_at: string | null;
  /** Who moved it to the trash (an e-mail). */
  deleted_by: string | null;
};

export type TestimonialsTable = {
  id: string;
  name: string;
  comment: string;
  rating: number;
  location: string;
  gaming_type: string | null;
  is_featured: SqlBool;
  is_active: SqlBool;
  created_at: string;
  updated_at: string;
  version: number;
  /** Defaults to approved: staff rows and rows older than moderation. */
  status: Generated<TestimonialStatus>;
  /** Why staff rejected a visitor's testimonial (a key of REJECT_REASONS); null otherwise. */
  reject_reason: string | null;
  /** A visitor's comment that holds a link: flagged in the moderation queue. */
  has_link: Generated<SqlBool>;
  /** Hash of a visitor's normalised comment: the same testimonial sent twice is kept once. */
  comment_hash: string | null;
  /** The language it was written in: `en` when sent from the English review page. */
  lang: Generated<Lang>;
} & TrashColumns;

type TestimonialStatus = "pending" | "approved" | "rejected";

/** One accepted public submission, for the hourly limit per address (every instance sees it). */
type ReviewSubmissionsTable = {
  /** A hash of the client address: the limit needs equality, not the address itself. */
  address: string;
  created_at: string;
};

/** The review form's start times that have been posted once (docs/security.md). */
type TestimonialFormTokensTable = {
  token: string;
  used_at: string;
};

type UserRolesTable = {
  user_id: string;
  role: string;
};

/** better-auth's user table, as far as our code reads it. */
type UserTable = {
  id: string;
  email: string;
  name: string;
  /** The two-factor plugin's flag: 0/1 on SQLite, a boolean on PostgreSQL. */
  twoFactorEnabled: number | boolean | null;
  /** better-auth's dates: ISO text on SQLite, timestamps on PostgreSQL. */
  updatedAt: string | Date;
};

/**
 * better-auth's sign-in methods of a person (a password is the `credential` account), as far as
 * our code writes them: an invitee's first password is set in the same transaction that spends
 * the invitation.
 */
type AccountTable = {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
};

/**
 * better-auth's sessions (one row per signed-in browser): deactivating a person deletes theirs in
 * the change's transaction.
 */
type SessionTable = {
  id: string;
  userId: string;
  token: string;
};

/** The two-factor plugin's secret per person; `verified` is false until the first code. */
type TwoFactorTable = {
  id: string;
  userId: string;
  verified: number | boolean | null;
};

/** One saved version of one content section (docs/api.md#the-content). */
type ContentVersionsTable = {
  section: string;
  version: number;
  /** JSON text. */
  value: string;
  updated_at: string;
  updated_by: string | null;
  /** JSON list of the paths that differ from the version before; null before migration 004. */
  changed: string | null;
  /** The version a restore brought back. */
  restored_from: number | null;
};

type ContentImagesTable = {
  id: string;
  width: number;
  height: number;
  created_at: string;
  created_by: string | null;
};

type ContentImageFilesTable = {
  image_id: string;
  name: string;
  content_type: string;
  body: Uint8Array;
};

/** A dated event (docs/api.md#events-for-staff). */
export type EventsTable = {
  id: string;
  slug: string;
  title: string;
  kind: EventKind;
  game: string | null;
  description: Generated<string>;
  starts_at: string;
  ends_at: string;
  /** Null: no limit. */
  capacity: number | null;
  team_size: Generated<number>;
  /** Whole øre (the API speaks kroner). */
  price_ore: Generated<number>;
  signup_closes_at: string;
  waitlist: Generated<SqlBool>;
  status: Generated<EventStatus>;
  cancel_message: string | null;
  /** JSON of an uploaded image's `{ id, width, height }`. */
  image: string | null;
  version: Generated<number>;
  /** iCalendar's SEQUENCE. */
  sequence: Generated<number>;
  created_at: string;
  updated_at: string;
  /** How a tournament is played (used when `kind` is `tournament`). */
  format: Generated<TournamentFormat>;
  /** Games a match is played over: 1, 3 or 5. */
  best_of: Generated<number>;
  /** The final's (and a grand final's) best of; null: as every other match. */
  final_best_of: number | null;
  /** Single elimination: a match for third place. */
  third_place: Generated<SqlBool>;
  /** The English title and description staff wrote; empty: the English pages show the Danish. */
  title_en: Generated<string>;
  description_en: Generated<string>;
} & TrashColumns;

export type TournamentFormat = "single_elimination" | "double_elimination" | "round_robin";

export type EventKind = "tournament" | "lan" | "event";
export type EventStatus = "draft" | "scheduled" | "cancelled";
type RegistrationStatus = "confirmed" | "waitlisted" | "cancelled";

/** One sign-up for an event. Name, e-mail and team name are cleared 30 days after. */
export type EventRegistrationsTable = {
  id: string;
  event_id: string;
  name: string | null;
  /** Trimmed and lower-cased. */
  email: string | null;
  team_name: string | null;
  status: RegistrationStatus;
  /** 1..n while waitlisted. */
  position: number | null;
  created_at: string;
  checked_in_at: string | null;
  cancelled_at: string | null;
  /** A solo tournament's public name for the player (1-30 characters), if they gave one. */
  gamertag: string | null;
  /** The language the guest signed up in: every mail about the registration is in it. */
  lang: Generated<"da" | "en">;
};

/**
 * A registration's mailed `/tilmelding/TOKEN` links: the SHA-256 of each token
 * (link-token.server.ts). Each mail adds one and every one keeps working; they go with the
 * registration's name and e-mail, 30 days after the event.
 */
type EventRegistrationLinksTable = {
  hash: string;
  registration_id: string;
  created_at: string;
};

/**
 * An event's tournament bracket (docs/decisions/038-tournament-brackets.md): one JSON document,
 * written whole by each change in one transaction.
 */
type BracketsTable = {
  event_id: string;
  /** JSON: brackets-manager's storage and our extras per match. */
  state: string;
  /** The whole bracket's; raised by every change. */
  version: number;
  created_at: string;
  updated_at: string;
};

type AuditLogTable = {
  id: Generated<number>;
  at: string;
  /** Null for a visitor (a failed sign-in names no account, a player reports a result). */
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  summary: string;
};

type AccountStatusTable = {
  user_id: string;
  /** Set while the person may not sign in; their sessions ended when it was set. */
  deactivated_at: string | null;
  last_sign_in_at: string | null;
};

export type UserTokenPurpose = "invite" | "reset";

type UserTokensTable = {
  /** SHA-256 of the token in the mailed link (link-token.server.ts). */
  hash: string;
  user_id: string;
  purpose: UserTokenPurpose;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

export type Database = {
  account_status: AccountStatusTable;
  user_tokens: UserTokensTable;
  audit_log: AuditLogTable;
  content_versions: ContentVersionsTable;
  content_images: ContentImagesTable;
  content_image_files: ContentImageFilesTable;
  testimonials: TestimonialsTable;
  user_roles: UserRolesTable;
  review_submissions: ReviewSubmissionsTable;
  testimonial_form_tokens: TestimonialFormTokensTable;
  user: UserTable;
  account: AccountTable;
  session: SessionTable;
  twoFactor: TwoFactorTable;
  events: EventsTable;
  event_registrations: EventRegistrationsTable;
  event_registration_links: EventRegistrationLinksTable;
  brackets: BracketsTable;
};

export type DatabaseKind = "sqlite" | "postgres";
