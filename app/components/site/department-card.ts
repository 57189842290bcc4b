import type { Department } from "#app/content/sections.ts";
import { borderClass } from "./department-colors.ts";

/** A department's card frame around `layout`: it lifts on hover, its border in the department's colour. */
export function departmentCard(layout: string) {
  return (department: Department) =>
    `${layout} rounded-2xl border border-border bg-surface transition duration-200 motion-safe:hover:-translate-y-1 ${borderClass[department.id]}`;
}
