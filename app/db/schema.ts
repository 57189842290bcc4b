import type { Generated, SqlBool } from "kysely";

/**
 * The tables our own code queries, as Kysely sees them. Booleans come back as 0/1 from SQLite and
 * as true/false from PostgreSQL (`SqlBool`); timestamps are ISO 8601 strings written by the app,
 * so both databases order them the same way.
 */

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
};

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
};

/** One saved version of one content section (product.md §7). */
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

export type Database = {
  content_versions: ContentVersionsTable;
  content_images: ContentImagesTable;
  content_image_files: ContentImageFilesTable;
  testimonials: TestimonialsTable;
  user_roles: UserRolesTable;
  review_submissions: ReviewSubmissionsTable;
  testimonial_form_tokens: TestimonialFormTokensTable;
  user: UserTable;
};

export type DatabaseKind = "sqlite" | "postgres";
