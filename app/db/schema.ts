import type { SqlBool } from "kysely";

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

export type Database = {
  testimonials: TestimonialsTable;
  user_roles: UserRolesTable;
  user: UserTable;
};

export type DatabaseKind = "sqlite" | "postgres";
