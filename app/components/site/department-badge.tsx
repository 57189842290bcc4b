import { fallbackLang } from "#app/content/localize.ts";
import type { Department } from "#app/content/sections.ts";
import { badgeClass } from "./department-colors.ts";

/** A department's badge ("Mest populær" …) in the department's colour. */
export function DepartmentBadge({
  department,
  className,
}: {
  department: Department;
  /** How the badge sits in its card. */
  className: string;
}) {
  return (
    <span
      className={`${className} rounded-full px-3 py-1 text-xs font-bold ${badgeClass[department.id]}`}
      lang={fallbackLang(department, "badge")}
    >
      {department.badge}
    </span>
  );
}
